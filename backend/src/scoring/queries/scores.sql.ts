import { EpisodeScoresResponse, Inventory, ScoreRecord, SeasonScores } from '@tribal/contracts';
import { EntityManager } from 'typeorm';

/** The SQL that reads `episode_scores`, `episode_versions` and `inventory`. */

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
