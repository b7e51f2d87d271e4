import { EntityManager } from 'typeorm';
import { leagueStreamId } from '../../domain/league.events';

/**
 * The SQL of the league record, in one place: `league_record_streams` (the league-record projection writes it) names
 * the streams that hold a change by the site admin or the commissioner, and the record reads just those streams.
 */

export async function recordLeagueStream(manager: EntityManager, leagueId: string, streamId: string): Promise<void> {
  await manager.query(
    'INSERT INTO league_record_streams (league_id, stream_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [leagueId, streamId],
  );
}

export async function forgetLeagueStreams(manager: EntityManager, leagueId: string): Promise<void> {
  await manager.query('DELETE FROM league_record_streams WHERE league_id = $1', [leagueId]);
}

/** An active league's season and cutoffs, or undefined. */
export async function readRecordLeague(
  manager: EntityManager,
  leagueId: string,
): Promise<{ season: number; weekly_elimination_cutoffs: Record<string, string> } | undefined> {
  const [league]: Array<{ season: number; weekly_elimination_cutoffs: Record<string, string> }> = await manager.query(
    'SELECT season, weekly_elimination_cutoffs FROM leagues WHERE id = $1 AND active',
    [leagueId],
  );
  return league;
}

/** The events of the league's own stream and of the streams recorded for it, in order. */
export function readRecordEvents(manager: EntityManager, leagueId: string): Promise<Array<Record<string, unknown>>> {
  return manager.query(
    `SELECT position, stream_id, stream_version, type, data, metadata, occurred_at FROM events
         WHERE stream_id = $1
            OR stream_id IN (SELECT stream_id FROM league_record_streams WHERE league_id = $2)
         ORDER BY position`,
    [leagueStreamId(leagueId), leagueId],
  );
}

export function readCastawayNames(
  manager: EntityManager,
  season: number,
): Promise<Array<{ id: number; name: string }>> {
  return manager.query('SELECT id, name FROM castaways WHERE season = $1', [season]);
}

/** The episodes whose scores record a vote-out: the vote-out half of contracts' picksUnsealed. */
export function readVoteOutEpisodes(manager: EntityManager, season: number): Promise<Array<{ episode: number }>> {
  return manager.query('SELECT DISTINCT episode FROM episode_scores WHERE season = $1 AND voted_out', [season]);
}
