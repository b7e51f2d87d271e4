import { memberNameKey, seasonLength } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { ENTRY_SELECT, EntryRow } from '../access/access.sql';
import { foundEntry } from '../access/entry-access';
import { DomainError, refusalOr } from '../common/domain-error';
import { preparedRows } from '../database/query-rows';

/** Everything a weekly pick is judged against, besides the entry's own picks. */
export interface PickRules {
  seasonCastawayIds: Set<number>;
  /** castaway id -> the first episode whose record has votedOut (spec §4) */
  votedOutIn: Map<number, number>;
  /** whether the picked episode already records a vote-out (closes picks for an episode without a cutoff) */
  episodeHasVoteOut: boolean;
  /** the picked episode's scheduled air time, if any (the cutoff when the league set none) */
  airTime: Date | null;
  /** the season's number of episodes (its pick episodes derive from it) */
  episodes: number;
}

export interface PickTarget {
  leagueId: string;
  userName: string;
  episode: number;
}

type RulesRow = EntryRow & {
  /** the target's ordinal (1-based): which request the row answers */
  i: string;
  ids: number[] | null;
  out: Array<[number, number]> | null;
  closed: boolean | null;
  air_time: Date | null;
  episodes: number | null;
};

/**
 * For each pick, its entry and the pick rules of its league's season, or the 404 of an unknown league or member;
 * all of them in one round trip (in the rush before a cutoff every round trip holds a pooled connection a little
 * longer). The rules are worked out once per season and episode, however many picks share them.
 *
 * Two rules are read in SQL here and must agree with their one home in contracts (test/scoring/
 * voted-out-agreement, test/picks/pick-window-agreement): `out` mirrors `votedOutEpisodes`
 * (libs/contracts/src/voted-out.ts), the first episode whose record says votedOut; `closed` is the vote-out half of
 * `pickWindowClosed` (libs/contracts/src/sealed-picks.ts), which the decider applies to it with the cutoff.
 */
export async function readEntriesAndPickRules(
  manager: EntityManager,
  targets: readonly PickTarget[],
): Promise<Array<{ row: EntryRow; rules: PickRules } | DomainError>> {
  const rows = await preparedRows<RulesRow>(
    manager,
    'picks.entries-and-pick-rules',
    `WITH target AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[]) WITH ORDINALITY AS t(league_id, name_key, episode, i)
     ), found AS (
       SELECT t.i, t.episode, ${ENTRY_SELECT}
       FROM target t LEFT JOIN leagues l ON l.id = t.league_id
         LEFT JOIN league_members m ON m.league_id = l.id AND m.name_key = t.name_key
     ), rules AS (
       SELECT s.season, s.episode,
         (SELECT array_agg(id) FROM castaways WHERE season = s.season) AS ids,
         (SELECT json_agg(json_build_array(castaway_id, first_episode)) FROM (
            SELECT castaway_id, min(episode) AS first_episode FROM episode_scores
            WHERE season = s.season AND voted_out GROUP BY castaway_id) outs) AS out,
         EXISTS (SELECT 1 FROM episode_scores WHERE season = s.season AND episode = s.episode AND voted_out) AS closed,
         (SELECT air_time FROM season_schedule WHERE season = s.season AND episode = s.episode) AS air_time,
         (SELECT episodes FROM seasons WHERE number = s.season) AS episodes
       FROM (SELECT DISTINCT season, episode FROM found WHERE season IS NOT NULL) s
     )
     SELECT f.*, r.ids, r.out, r.closed, r.air_time, r.episodes FROM found f LEFT JOIN rules r USING (season, episode) ORDER BY f.i`,
    [targets.map((t) => t.leagueId), targets.map((t) => memberNameKey(t.userName)), targets.map((t) => t.episode)],
  );
  // Matched to the targets by ordinal, not by position: a row too many or too few must not shift the answers.
  const byTarget = new Map(rows.map((row) => [Number(row.i), row]));
  return targets.map((_, index) => {
    const candidate = byTarget.get(index + 1);
    return refusalOr(() => {
      const row = foundEntry(candidate?.league_id ? [candidate] : []);
      return {
        row,
        rules: {
          seasonCastawayIds: new Set(row.ids ?? []),
          votedOutIn: new Map(row.out ?? []),
          episodeHasVoteOut: row.closed ?? false,
          airTime: row.air_time ? new Date(row.air_time) : null,
          episodes: seasonLength(row),
        },
      };
    });
  });
}

/** The entry (404 for an unknown league or member) and the pick rules of its league's season. */
export async function readEntryAndPickRules(
  manager: EntityManager,
  leagueId: string,
  userName: string,
  episode: number,
): Promise<{ row: EntryRow; rules: PickRules }> {
  const [found] = await readEntriesAndPickRules(manager, [{ leagueId, userName, episode }]);
  if (found instanceof DomainError) throw found;
  return found;
}
