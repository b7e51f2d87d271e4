import { DeadlineSource } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { mailableMember } from '../mail/league-mail-audience';
import { REMINDER_LEAD_MS } from './domain/reminder.decider';
import { ReminderKind, ReminderSent, ReminderTarget } from './domain/reminder.events';

/**
 * The SQL of reminders, in one place: deadlines from `leagues`, who is missing from `drafts` / `elimination_picks`,
 * and the writes of the reminders projection (`reminders_sent`, `reminder_unsubscribes`).
 */

type Db = Pick<EntityManager, 'query'>;

/**
 * A pick episode without a league cutoff closes at its air time (contracts' pickCutoffInForce, in SQL): the season's
 * pick episodes are projected into `seasons` from contracts' seasonEpisodeRanges.
 */
const SCHEDULED_PICK_EPISODE = `EXISTS (SELECT 1 FROM seasons se
                                        WHERE se.number = s.season AND s.episode BETWEEN se.pick_first AND se.pick_last)`;

/** Every league's draft deadline and the elimination cutoffs in force (its own, else the air schedule's), as rows. */
const DEADLINES = `
  WITH deadlines AS (
    SELECT l.id AS league_id, 'draft' AS kind, NULL::int AS episode, l.draft_deadline AS deadline
      FROM leagues l WHERE l.draft_deadline IS NOT NULL
    UNION ALL
    SELECT l.id, 'elimination-pick', c.key::int, c.value::timestamptz
      FROM leagues l CROSS JOIN LATERAL jsonb_each_text(l.weekly_elimination_cutoffs) c
    UNION ALL
    SELECT l.id, 'elimination-pick', s.episode, s.air_time
      FROM leagues l JOIN season_schedule s ON s.season = l.season AND ${SCHEDULED_PICK_EPISODE}
     WHERE NOT l.weekly_elimination_cutoffs ? s.episode::text
  )`;

interface DeadlineRow {
  league_id: string;
  kind: ReminderKind;
  episode: number | null;
  deadline: Date;
}

const toTarget = (row: DeadlineRow): ReminderTarget => ({
  leagueId: row.league_id,
  kind: row.kind,
  episode: row.episode,
  deadline: new Date(row.deadline).toISOString(),
});

/**
 * A deadline still ahead of the clock ($1): it has passed from its own second on, as contracts' `pickWindowClosed`
 * (libs/contracts/src/sealed-picks.ts) says of a cutoff. test/picks/pick-window-agreement checks that they agree.
 */
const DEADLINE_AHEAD = 'd.deadline > $1';

/** Deadlines whose reminder time has come, that have not passed, and whose reminder was not sent. */
export async function findDueReminders(db: Db, now: Date): Promise<ReminderTarget[]> {
  const rows: DeadlineRow[] = await db.query(
    `${DEADLINES}
     SELECT d.* FROM deadlines d
      WHERE ${DEADLINE_AHEAD} AND d.deadline - $2 * interval '1 millisecond' <= $1
        AND NOT EXISTS (
          SELECT 1 FROM reminders_sent s
           WHERE s.league_id = d.league_id AND s.kind = d.kind AND s.episode = COALESCE(d.episode, 0)
             AND s.deadline = d.deadline)
      ORDER BY d.deadline, d.league_id`,
    [now, REMINDER_LEAD_MS],
  );
  return rows.map(toTarget);
}

/** Deadlines still ahead (of one league, or all): what the BullMQ path schedules delayed jobs for. */
export async function findUpcomingDeadlines(db: Db, now: Date, leagueId?: string): Promise<ReminderTarget[]> {
  const rows: DeadlineRow[] = await db.query(
    `${DEADLINES}
     SELECT d.* FROM deadlines d WHERE ${DEADLINE_AHEAD} AND ($2::text IS NULL OR d.league_id = $2)`,
    [now, leagueId ?? null],
  );
  return rows.map(toTarget);
}

export interface ReminderLeague {
  name: string;
  season: number;
  /** the deadline of the target's kind and episode in force now */
  currentDeadline: string | null;
  /** whether the league set it or it comes from the air schedule */
  source: DeadlineSource;
}

export async function readReminderLeague(db: Db, target: ReminderTarget): Promise<ReminderLeague | null> {
  const rows: Array<{ name: string; season: number; own: Date | null; scheduled: Date | null }> = await db.query(
    `SELECT l.name, l.season,
            CASE WHEN $2 = 'draft' THEN l.draft_deadline
                 ELSE (l.weekly_elimination_cutoffs ->> $3::text)::timestamptz END AS own,
            (SELECT s.air_time FROM season_schedule s
              WHERE $2 <> 'draft' AND s.season = l.season AND s.episode::text = $3 AND ${SCHEDULED_PICK_EPISODE})
              AS scheduled
       FROM leagues l WHERE l.id = $1`,
    [target.leagueId, target.kind, String(target.episode ?? '')],
  );
  if (rows.length === 0) return null;
  const { name, season, own, scheduled } = rows[0];
  const deadline = own ?? scheduled;
  return {
    name,
    season,
    currentDeadline: deadline ? new Date(deadline).toISOString() : null,
    source: own || !scheduled ? 'league' : 'schedule',
  };
}

export interface ReminderRecipient {
  email: string;
  /** the member's entries under this email in the league (usually one) */
  userNames: string[];
}

/** Whether member `m` still has to draft (this season) or pick for the episode while it takes picks. */
function missingFromDeadline(target: ReminderTarget): string {
  return target.kind === 'draft'
    ? `NOT EXISTS (SELECT 1 FROM drafts d
                    WHERE d.league_id = m.league_id AND d.season = $2 AND d.user_name = m.user_name)`
    : `NOT EXISTS (SELECT 1 FROM elimination_picks p
                    WHERE p.league_id = m.league_id AND p.season = $2 AND p.user_name = m.user_name
                      AND p.episode = $3)
       -- a recorded vote-out has closed the episode's picks (contracts' pickWindowClosed, its vote-out half;
       -- test/picks/pick-window-agreement): nobody to remind
       AND NOT EXISTS (SELECT 1 FROM episode_scores e WHERE e.season = $2 AND e.episode = $3 AND e.voted_out)`;
}

/**
 * The entries of the league that still have to draft / pick before the target's deadline, mail or no mail: web
 * push's "closes soon" goes to them (each person's own switches decide, not the mail unsubscribe).
 */
export async function findEntriesToRemind(db: Db, target: ReminderTarget, season: number): Promise<string[]> {
  const rows: Array<{ user_name: string }> = await db.query(
    `SELECT m.user_name FROM league_members m WHERE m.league_id = $1 AND ${missingFromDeadline(target)}
      ORDER BY m.user_name`,
    target.kind === 'draft' ? [target.leagueId, season] : [target.leagueId, season, target.episode],
  );
  return rows.map((row) => row.user_name);
}

/** Deadlines still ahead of `now` that close within `leadMs`: the same deadlines reminders read, another lead. */
export async function findDeadlinesClosingWithin(db: Db, now: Date, leadMs: number): Promise<ReminderTarget[]> {
  const rows: DeadlineRow[] = await db.query(
    `${DEADLINES}
     SELECT d.* FROM deadlines d
      WHERE ${DEADLINE_AHEAD} AND d.deadline - $2 * interval '1 millisecond' <= $1
      ORDER BY d.deadline, d.league_id`,
    [now, leadMs],
  );
  return rows.map(toTarget);
}

/**
 * Members of the league who have not drafted (this season) or not picked for the episode while it still takes
 * picks, one row per email, without those who unsubscribed.
 */
export async function findReminderRecipients(
  db: Db,
  target: ReminderTarget,
  season: number,
): Promise<ReminderRecipient[]> {
  const missing = missingFromDeadline(target);
  const rows: Array<{ email: string; user_names: string[] }> = await db.query(
    `SELECT lower(m.email) AS email, array_agg(m.user_name ORDER BY m.user_name) AS user_names
       FROM league_members m
      WHERE m.league_id = $1 AND ${missing}
        AND ${mailableMember('m')}
      GROUP BY lower(m.email)
      ORDER BY 1`,
    target.kind === 'draft' ? [target.leagueId, season] : [target.leagueId, season, target.episode],
  );
  return rows.map((row) => ({ email: row.email, userNames: row.user_names }));
}

/** No ON CONFLICT: a second reminder for one deadline would be a bug, and failing keeps its mail unsent. */
export async function recordReminderSent(db: Db, d: ReminderSent['data']): Promise<void> {
  await db.query(
    `INSERT INTO reminders_sent (league_id, kind, episode, deadline, recipients, sent_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
    [d.leagueId, d.kind, d.episode ?? 0, d.deadline, d.recipients.length, d.sentAt],
  );
}

export async function recordReminderUnsubscribe(db: Db, email: string, unsubscribedAt: string): Promise<void> {
  await db.query(
    'INSERT INTO reminder_unsubscribes (email, unsubscribed_at) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
    [email, unsubscribedAt],
  );
}
