import { EntityManager } from 'typeorm';
import { preparedRows } from '../database/query-rows';
import { ENTRY_FROM, ENTRY_SELECT, EntryRow, foundEntry } from '../leagues/entry-access';

/** Everything a weekly pick is judged against, besides the entry's own picks. */
export interface PickRules {
  seasonCastawayIds: Set<number>;
  /** castaway id -> the first episode whose record has votedOut (spec §4) */
  votedOutIn: Map<number, number>;
  /** whether the picked episode already records a vote-out (closes picks for an episode without a cutoff) */
  episodeHasVoteOut: boolean;
  /** the picked episode's scheduled air time, if any (the cutoff when the league set none) */
  airTime: Date | null;
}

/**
 * The entry (404 for an unknown league or member) and the pick rules of its league's season, in one round trip:
 * in the rush before a cutoff every round trip holds a pooled connection a little longer.
 */
export async function readEntryAndPickRules(
  manager: EntityManager,
  leagueId: string,
  userName: string,
  episode: number,
): Promise<{ row: EntryRow; rules: PickRules }> {
  const rows = await preparedRows<
    EntryRow & { ids: number[] | null; out: Array<[number, number]> | null; closed: boolean; air_time: Date | null }
  >(
    manager,
    'picks.entry-and-pick-rules',
    `SELECT ${ENTRY_SELECT},
       (SELECT array_agg(id) FROM castaways WHERE season = l.season) AS ids,
       (SELECT json_agg(json_build_array(castaway_id, first_episode)) FROM (
          SELECT castaway_id, min(episode) AS first_episode FROM episode_scores
          WHERE season = l.season AND voted_out GROUP BY castaway_id) outs) AS out,
       EXISTS (SELECT 1 FROM episode_scores WHERE season = l.season AND episode = $3 AND voted_out) AS closed,
       (SELECT air_time FROM season_schedule WHERE season = l.season AND episode = $3) AS air_time
     FROM ${ENTRY_FROM}`,
    [leagueId, userName, episode],
  );
  const row = foundEntry(rows);
  return {
    row,
    rules: {
      seasonCastawayIds: new Set(row.ids ?? []),
      votedOutIn: new Map(row.out ?? []),
      episodeHasVoteOut: row.closed,
      airTime: row.air_time ? new Date(row.air_time) : null,
    },
  };
}
