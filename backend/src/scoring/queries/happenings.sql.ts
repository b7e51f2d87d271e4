import { EpisodeFeed, FeedItem, TribalCouncilRecord } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { queryRows } from '../../database/query-rows';

/** The SQL of the `happenings` read table (the episode feed). */

export interface HappeningRow {
  season: number;
  id: number;
  episode: number;
  kind: FeedItem['kind'];
  detail: Partial<Pick<FeedItem, 'tribe' | 'castawayId' | 'votes' | 'votedOut' | 'place'>>;
  points: Record<string, number>;
  undone: boolean;
  occurred_at: Date | string;
}

export const toFeedItem = (row: HappeningRow): FeedItem => ({
  id: row.id,
  season: row.season,
  episode: row.episode,
  kind: row.kind,
  at: new Date(row.occurred_at).toISOString(),
  points: row.points,
  undone: row.undone,
  ...row.detail,
});

export async function insertHappening(manager: EntityManager, row: HappeningRow): Promise<FeedItem> {
  await manager.query(
    `INSERT INTO happenings (season, id, episode, kind, detail, points, undone, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      row.season,
      row.id,
      row.episode,
      row.kind,
      JSON.stringify(row.detail),
      JSON.stringify(row.points),
      row.undone,
      row.occurred_at,
    ],
  );
  return toFeedItem(row);
}

export async function markUndone(manager: EntityManager, season: number, id: number): Promise<FeedItem | null> {
  const rows = await queryRows<HappeningRow>(
    manager,
    'UPDATE happenings SET undone = true WHERE season = $1 AND id = $2 RETURNING *',
    [season, id],
  );
  return rows[0] ? toFeedItem(rows[0]) : null;
}

export async function readEpisodeFeed(manager: EntityManager, season: number, episode: number): Promise<EpisodeFeed> {
  const rows: HappeningRow[] = await manager.query(
    'SELECT * FROM happenings WHERE season = $1 AND episode = $2 ORDER BY id',
    [season, episode],
  );
  // The season's score-stream version: what an admin sends back as If-Match.
  const [version]: Array<{ version: number }> = await manager.query(
    'SELECT version FROM score_stream_versions WHERE season = $1',
    [season],
  );
  return { season, episode, version: version?.version ?? 0, happenings: rows.map(toFeedItem) };
}

export async function readTribalCouncils(manager: EntityManager, season: number): Promise<TribalCouncilRecord[]> {
  const rows: HappeningRow[] = await manager.query(
    `SELECT * FROM happenings WHERE season = $1 AND kind = 'tribalCouncil' AND NOT undone ORDER BY id`,
    [season],
  );
  return rows.map((r) => ({
    id: r.id,
    episode: r.episode,
    votes: r.detail.votes ?? [],
    votedOut: r.detail.votedOut ?? [],
  }));
}
