import { EpisodeScoresResponse, Inventory, ScoreRecord, SeasonScores, scoreRecordPoints } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { queryRows } from '../../database/query-rows';

/**
 * The SQL of `episode_scores`, `episode_versions`, `inventory` and `score_stream_versions`: the reads, and the
 * writes of the scores projection.
 */

export async function readSeasonScores(manager: EntityManager, season: number): Promise<SeasonScores> {
  const rows: Array<{ episode: number; castaway_id: number; record: ScoreRecord }> = await manager.query(
    'SELECT episode, castaway_id, record FROM episode_scores WHERE season = $1 ORDER BY episode, castaway_id',
    [season],
  );
  const scores: SeasonScores = {};
  for (const row of rows) {
    scores[row.episode] ??= {};
    scores[row.episode][row.castaway_id] = row.record;
  }
  return scores;
}

export async function readEpisodeScores(
  manager: EntityManager,
  season: number,
  episode: number,
): Promise<EpisodeScoresResponse> {
  const [version]: Array<{ version: number }> = await manager.query(
    'SELECT version FROM episode_versions WHERE season = $1 AND episode = $2',
    [season, episode],
  );
  const all = await readSeasonScores(manager, season);
  return { season, episode, version: version?.version ?? 0, records: all[episode] ?? {} };
}

export async function readInventory(manager: EntityManager): Promise<Inventory> {
  const rows: Array<{ castaway_id: number; idols: number; advantages: number }> = await manager.query(
    'SELECT castaway_id, idols, advantages FROM inventory ORDER BY castaway_id',
  );
  return Object.fromEntries(rows.map((r) => [String(r.castaway_id), { idols: r.idols, advantages: r.advantages }]));
}

/** The season's score-stream version: what an admin sends back as If-Match. */
export async function setScoreStreamVersion(manager: EntityManager, season: number, version: number): Promise<void> {
  await manager.query(
    `INSERT INTO score_stream_versions (season, version) VALUES ($1, $2)
         ON CONFLICT (season) DO UPDATE SET version = $2`,
    [season, version],
  );
}

export async function setEpisodeVersion(
  manager: EntityManager,
  season: number,
  episode: number,
  version: number,
): Promise<void> {
  await manager.query(
    `INSERT INTO episode_versions (season, episode, version) VALUES ($1, $2, $3)
       ON CONFLICT (season, episode) DO UPDATE SET version = $3`,
    [season, episode, version],
  );
}

/**
 * Replaces an episode's records with a grid save's; answers each castaway's points before it (the correction the
 * feed shows).
 */
export async function replaceEpisodeScores(
  manager: EntityManager,
  season: number,
  episode: number,
  records: Record<number, ScoreRecord>,
): Promise<Array<{ castaway_id: number; points: string }>> {
  const before = await queryRows<{ castaway_id: number; points: string }>(
    manager,
    'DELETE FROM episode_scores WHERE season = $1 AND episode = $2 RETURNING castaway_id, points',
    [season, episode],
  );
  const ids = Object.keys(records).map(Number);
  if (ids.length) {
    await manager.query(
      `INSERT INTO episode_scores (season, episode, castaway_id, record, points, voted_out)
             SELECT $1, $2, * FROM unnest($3::int[], $4::jsonb[], $5::numeric[], $6::boolean[])`,
      [
        season,
        episode,
        ids,
        ids.map((id) => JSON.stringify(records[id])),
        ids.map((id) => scoreRecordPoints(records[id]).total),
        ids.map((id) => records[id].votedOut),
      ],
    );
  }
  return before;
}

/** Clears a season's scores and feed; every episode's version moves on, so an open editor's save conflicts. */
export async function clearSeasonScores(manager: EntityManager, season: number): Promise<void> {
  await manager.query('DELETE FROM episode_scores WHERE season = $1', [season]);
  await manager.query('DELETE FROM happenings WHERE season = $1', [season]);
  await manager.query('UPDATE episode_versions SET version = version + 1 WHERE season = $1', [season]);
}

export async function readEpisodeRecords(
  manager: EntityManager,
  season: number,
  episode: number,
  castawayIds: number[],
): Promise<Array<{ castaway_id: number; record: ScoreRecord }>> {
  return manager.query(
    'SELECT castaway_id, record FROM episode_scores WHERE season = $1 AND episode = $2 AND castaway_id = ANY($3)',
    [season, episode, castawayIds],
  );
}

export async function deleteEpisodeRecords(
  manager: EntityManager,
  season: number,
  episode: number,
  castawayIds: number[],
): Promise<void> {
  await manager.query('DELETE FROM episode_scores WHERE season = $1 AND episode = $2 AND castaway_id = ANY($3)', [
    season,
    episode,
    castawayIds,
  ]);
}

export async function upsertEpisodeRecords(
  manager: EntityManager,
  season: number,
  episode: number,
  records: Array<{ id: number; record: ScoreRecord }>,
): Promise<void> {
  await manager.query(
    `INSERT INTO episode_scores (season, episode, castaway_id, record, points, voted_out)
         SELECT $1, $2, * FROM unnest($3::int[], $4::jsonb[], $5::numeric[], $6::boolean[])
         ON CONFLICT (season, episode, castaway_id)
         DO UPDATE SET record = EXCLUDED.record, points = EXCLUDED.points, voted_out = EXCLUDED.voted_out`,
    [
      season,
      episode,
      records.map((k) => k.id),
      records.map((k) => JSON.stringify(k.record)),
      records.map((k) => scoreRecordPoints(k.record).total),
      records.map((k) => k.record.votedOut),
    ],
  );
}

/** Adds `amount` to a castaway's idols or advantages; a count never goes below 0. */
export async function adjustInventory(
  manager: EntityManager,
  castawayId: number,
  itemType: 'idols' | 'advantages',
  amount: number,
): Promise<void> {
  const column = itemType === 'idols' ? 'idols' : 'advantages';
  await manager.query(
    `INSERT INTO inventory (castaway_id, ${column}) VALUES ($1, GREATEST($2, 0))
           ON CONFLICT (castaway_id) DO UPDATE SET ${column} = GREATEST(inventory.${column} + $2, 0)`,
    [castawayId, amount],
  );
}

/** Whether the castaway exists (an inventory is kept for known castaways only). */
export async function castawayExists(manager: EntityManager, castawayId: number): Promise<boolean> {
  const known = await manager.query('SELECT 1 FROM castaways WHERE id = $1', [castawayId]);
  return known.length > 0;
}

/** Every opened season's number, in order: the seasons whose scores a clear-all clears. */
export async function readSeasonNumbers(manager: EntityManager): Promise<number[]> {
  const seasons: Array<{ number: number }> = await manager.query('SELECT number FROM seasons ORDER BY number');
  return seasons.map((s) => s.number);
}
