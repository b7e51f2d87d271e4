import { ScoreRecord, votedOutEpisodes } from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeasonProgress } from '../../src/game/season-progress.sql';
import { readEntriesAndPickRules } from '../../src/picks/entry-pick-rules.sql';
import { rolledBack } from '../support/database';
import { seededRandom } from '../support/seeded-random';
import { createLeague, joinLeague, startTestApp, TestApp } from '../support/test-app';

/**
 * "Which episode a castaway was voted out in" is one rule, contracts' votedOutEpisodes; the pick and swap rules
 * read it from SQL for speed. These stories save random seasons of scores and check that the SQL the app runs
 * answers as the contract function does over the same records.
 */

const SEASON = 49;
let t: TestApp;
let leagueId: string;
let castawayIds: number[];

beforeAll(async () => {
  t = await startTestApp('voted-out-agreement');
  leagueId = await createLeague(t, { season: SEASON });
  await joinLeague(t, leagueId, 'Parvati');
  const rows: Array<{ id: number }> = await t.app
    .get(DataSource)
    .query('SELECT id FROM castaways WHERE season = $1 ORDER BY id', [SEASON]);
  castawayIds = rows.map((r) => r.id);
});
afterAll(() => t?.close());

type Records = Map<number, Map<number, ScoreRecord>>;

/** Saves one castaway's record of one episode as the scores projection keeps it, and mirrors it in `records`. */
async function save(manager: EntityManager, records: Records, episode: number, castawayId: number, votedOut: boolean) {
  const record = { ...records.get(episode)?.get(castawayId), votedOut } as ScoreRecord;
  if (!records.has(episode)) records.set(episode, new Map());
  records.get(episode)?.set(castawayId, record);
  await manager.query(
    `INSERT INTO episode_scores (season, episode, castaway_id, record, points, voted_out) VALUES ($1, $2, $3, $4, 0, $5)
     ON CONFLICT (season, episode, castaway_id) DO UPDATE SET record = EXCLUDED.record, voted_out = EXCLUDED.voted_out`,
    [SEASON, episode, castawayId, JSON.stringify(record), votedOut],
  );
}

/**
 * A season's scores as the admin might leave them: one or two vote-outs an episode (double episodes), vote-outs
 * recorded then cleared (a correction), castaways recorded out twice, and records that say nothing of a vote-out.
 */
async function randomSeason(manager: EntityManager, seed: number): Promise<Records> {
  const r = seededRandom(seed);
  const records: Records = new Map();
  const episodes = r.int(1, 14);
  for (let episode = 1; episode <= episodes; episode++) {
    for (const id of r.some(castawayIds, r.int(0, 4))) await save(manager, records, episode, id, false);
    for (const id of r.some(castawayIds, r.int(0, 2))) await save(manager, records, episode, id, true);
    if (r.next() < 0.25) await save(manager, records, r.int(1, episode), r.pick(castawayIds), true);
    if (r.next() < 0.3) {
      const recorded = [...records].flatMap(([e, byCastaway]) =>
        [...byCastaway].filter(([, record]) => record.votedOut).map(([id]) => [e, id] as const),
      );
      if (recorded.length > 0) {
        const [e, id] = r.pick(recorded);
        await save(manager, records, e, id, false);
      }
    }
  }
  return records;
}

describe('the SQL and contracts’ votedOutEpisodes agree on which episode a castaway was voted out in', () => {
  it.each(Array.from({ length: 40 }, (_, i) => 1000 + i))('random season, seed %i', async (seed) => {
    await rolledBack(t.app.get(DataSource), async (manager) => {
      const records = await randomSeason(manager, seed);
      const expected = votedOutEpisodes(records);

      // the swap rule's reading
      expect((await readSeasonProgress(manager, SEASON)).votedOutIn).toEqual(expected);
      // the pick rule's reading, one batch for several picks
      const answers = await readEntriesAndPickRules(manager, [
        { leagueId, userName: 'Parvati', episode: 3 },
        { leagueId, userName: 'Parvati', episode: 9 },
      ]);
      for (const answer of answers) {
        if (answer instanceof Error) throw answer;
        expect(answer.rules.votedOutIn).toEqual(expected);
      }
    });
  });

  it('a castaway recorded out in two episodes went home in the first; a cleared vote-out does not count', async () => {
    await rolledBack(t.app.get(DataSource), async (manager) => {
      const [twice, cleared, double1, double2] = castawayIds;
      const records: Records = new Map();
      await save(manager, records, 6, twice, true);
      await save(manager, records, 4, twice, true);
      await save(manager, records, 5, cleared, true);
      await save(manager, records, 5, cleared, false);
      await save(manager, records, 7, double1, true);
      await save(manager, records, 7, double2, true);

      const expected = new Map([
        [twice, 4],
        [double1, 7],
        [double2, 7],
      ]);
      expect(votedOutEpisodes(records)).toEqual(expected);
      expect((await readSeasonProgress(manager, SEASON)).votedOutIn).toEqual(expected);
    });
  });
});
