import { pickCutoffInForce, pickWindowClosed, SEASON_EPISODE_COUNTS } from '@tribal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../../src/event-store/event-store.service';
import { episodeKey, episodesWithVoteOut } from '../../src/game/season-progress.sql';
import { readSeasonSchedule } from '../../src/game/season-schedule.sql';
import { confirmEmail } from '../../src/member-emails/email-confirmation';
import { readEntryAndPickRules } from '../../src/picks/entry-pick-rules.sql';
import { findReminderRecipients, findUpcomingDeadlines } from '../../src/reminders/reminders.sql';
import { rolledBack } from '../support/database';
import { seededRandom } from '../support/seeded-random';
import { createLeague, joinLeague, startTestApp, TestApp } from '../support/test-app';

/**
 * "The pick window is closed" is one rule, contracts' pickWindowClosed: closed once the episode records a vote-out,
 * and from the cutoff second on. The reminders decide it in SQL (whom to remind, and until when), and the pick rule
 * reads its vote-out half in SQL. These stories draw random cutoffs, clocks and vote-outs, and check that the SQL
 * the app runs answers as the contract function does.
 */

const SEASON = 49;
const MEMBER = 'Sandra';
let t: TestApp;
let leagueId: string;
let castawayIds: number[];

beforeAll(async () => {
  t = await startTestApp('pick-window-agreement');
  leagueId = await createLeague(t, { season: SEASON });
  await joinLeague(t, leagueId, MEMBER);
  // Reminders go to confirmed addresses only (issue 33); this story is about windows, not mail: confirmed at once.
  await t.app
    .get(EventStore)
    .execute('ConfirmEmail', undefined, (tx) =>
      confirmEmail(tx, 'sandra@example.com', 'confirmation-link', new Date()),
    );
  const rows: Array<{ id: number }> = await t.app
    .get(DataSource)
    .query('SELECT id FROM castaways WHERE season = $1 ORDER BY id', [SEASON]);
  castawayIds = rows.map((r) => r.id);
});
afterAll(() => t?.close());

const DAY = 24 * 3600_000;
const SEASON_START = Date.UTC(2026, 1, 26, 1, 0, 0);

interface Story {
  episode: number;
  cutoff: number;
  now: number;
  /** whether the episode's saved scores record a vote-out when the clock reads `now` */
  voteOut: boolean;
}

/**
 * One pick episode's window as the admin and commissioner might leave it: the league's own cutoff or the air time,
 * a vote-out recorded in it (or in another episode, or recorded then cleared) or not, and a clock on either side of
 * the cutoff, often within a millisecond or a second of it and sometimes at the cutoff itself.
 */
async function randomStory(manager: EntityManager, seed: number): Promise<Story> {
  const r = seededRandom(seed);
  const episode = r.int(2, 13);
  const cutoff = SEASON_START + episode * 7 * DAY + r.int(-3 * DAY, 3 * DAY);
  const own = r.next() < 0.5;
  const airTime = own ? cutoff + r.pick([-1, 1]) * r.int(1, 5 * DAY) : cutoff;
  await manager.query(
    `INSERT INTO season_schedule (season, episode, air_time) VALUES ($1, $2, $3)
     ON CONFLICT (season, episode) DO UPDATE SET air_time = EXCLUDED.air_time`,
    [SEASON, episode, new Date(airTime)],
  );
  await manager.query('UPDATE leagues SET weekly_elimination_cutoffs = $2 WHERE id = $1', [
    leagueId,
    JSON.stringify(own ? { [episode]: new Date(cutoff).toISOString() } : {}),
  ]);

  const saveVoteOut = (inEpisode: number, votedOut: boolean, castawayId = r.pick(castawayIds)) =>
    manager.query(
      `INSERT INTO episode_scores (season, episode, castaway_id, record, points, voted_out) VALUES ($1, $2, $3, $4, 0, $5)
       ON CONFLICT (season, episode, castaway_id) DO UPDATE SET record = EXCLUDED.record, voted_out = EXCLUDED.voted_out`,
      [SEASON, inEpisode, castawayId, JSON.stringify({ votedOut }), votedOut],
    );
  let voteOut = false;
  const roll = r.next();
  if (roll < 0.3) {
    await saveVoteOut(episode, true);
    voteOut = true;
  } else if (roll < 0.45) {
    await saveVoteOut(episode - 1, true);
  } else if (roll < 0.6) {
    // recorded, then cleared by a correction
    const castawayId = r.pick(castawayIds);
    await saveVoteOut(episode, true, castawayId);
    await saveVoteOut(episode, false, castawayId);
  }
  const now = cutoff + r.pick([0, 0, -1, 1, -1000, 1000, -r.int(1, 10 * DAY), r.int(1, 10 * DAY)]);
  return { episode, cutoff, now, voteOut };
}

describe('the SQL and contracts’ pickWindowClosed agree on whether an episode still takes picks', () => {
  it.each(Array.from({ length: 60 }, (_, i) => 2000 + i))('random window, seed %i', async (seed) => {
    await rolledBack(t.app.get(DataSource), async (manager) => {
      const story = await randomStory(manager, seed);
      const [league]: Array<{ weekly_elimination_cutoffs: Record<string, string> }> = await manager.query(
        'SELECT weekly_elimination_cutoffs FROM leagues WHERE id = $1',
        [leagueId],
      );
      const schedule = await readSeasonSchedule(manager, SEASON);
      const cutoff = pickCutoffInForce(
        league.weekly_elimination_cutoffs,
        schedule,
        story.episode,
        SEASON_EPISODE_COUNTS.default,
      );
      expect(cutoff?.at).toBe(new Date(story.cutoff).toISOString());
      const closed = pickWindowClosed(cutoff?.at, story.voteOut, story.now);

      // The reminders: a deadline still ahead, and a member who has not picked while the episode takes picks.
      const upcoming = await findUpcomingDeadlines(manager, new Date(story.now), leagueId);
      const target = upcoming.find((d) => d.kind === 'elimination-pick' && d.episode === story.episode);
      const reminded = target ? await findReminderRecipients(manager, target, SEASON) : [];
      expect(reminded.length > 0).toBe(!closed);

      // The pick rule and the standings read the vote-out half in SQL; the window they close is the same.
      const { rules } = await readEntryAndPickRules(manager, leagueId, MEMBER, story.episode);
      expect(pickWindowClosed(cutoff?.at, rules.episodeHasVoteOut, story.now)).toBe(closed);
      const scored = await episodesWithVoteOut(manager, [{ season: SEASON, episode: story.episode }]);
      expect(scored.has(episodeKey({ season: SEASON, episode: story.episode }))).toBe(story.voteOut);
    });
  });

  it('at the cutoff second the window is closed for both, and a millisecond before it is open', async () => {
    await rolledBack(t.app.get(DataSource), async (manager) => {
      const cutoff = '2026-04-02T00:00:00.000Z';
      await manager.query('UPDATE leagues SET weekly_elimination_cutoffs = $2 WHERE id = $1', [
        leagueId,
        JSON.stringify({ 6: cutoff }),
      ]);
      for (const [now, open] of [
        [Date.parse(cutoff) - 1, true],
        [Date.parse(cutoff), false],
      ] as const) {
        expect(pickWindowClosed(cutoff, false, now)).toBe(!open);
        const upcoming = await findUpcomingDeadlines(manager, new Date(now), leagueId);
        expect(upcoming.some((d) => d.kind === 'elimination-pick' && d.episode === 6 && d.deadline === cutoff)).toBe(
          open,
        );
      }
    });
  });
});
