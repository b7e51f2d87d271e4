import { randomUUID } from 'node:crypto';
import { NotificationKind, PushPayload } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { queryRows } from '../database/query-rows';
import { NotificationSwitchesSet, PushSubscribed } from './domain/push.events';

/**
 * The SQL of web push, in one place: the projection's writes (`push_subscriptions`, `notification_switches`), who in
 * a league hears a kind, the VAPID key row, and the outbox of notifications (`push_outbox`).
 */

type Db = EntityManager;

// ---- the projection -------------------------------------------------------------------------------------------

export async function recordSubscribed(db: Db, d: PushSubscribed['data']): Promise<void> {
  // An endpoint subscribed anew after it was removed gets the new id; subscribed again, it keeps its row.
  await db.query(
    `INSERT INTO push_subscriptions
            (id, endpoint, email, p256dh, auth, time_zone, spoiler_shield, subscribed_at, person_session_id)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (endpoint) DO UPDATE SET id = EXCLUDED.id, email = EXCLUDED.email, p256dh = EXCLUDED.p256dh,
       auth = EXCLUDED.auth, time_zone = EXCLUDED.time_zone, spoiler_shield = EXCLUDED.spoiler_shield,
       subscribed_at = EXCLUDED.subscribed_at, person_session_id = EXCLUDED.person_session_id`,
    [
      d.subscriptionId,
      d.endpoint,
      d.email,
      d.p256dh,
      d.auth,
      d.timeZone,
      d.spoilerShield,
      d.subscribedAt,
      d.sessionId ?? null,
    ],
  );
}

export async function recordSubscriptionRemoved(db: Db, subscriptionId: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE id = $1', [subscriptionId]);
}

export async function recordSwitches(db: Db, d: NotificationSwitchesSet['data']): Promise<void> {
  const rows = Object.entries(d.leagues).flatMap(([leagueId, switches]) =>
    Object.entries(switches).map(([kind, on]) => ({ leagueId, kind, on })),
  );
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO notification_switches (email, league_id, kind, switched_on)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::boolean[])
     ON CONFLICT (email, league_id, kind) DO UPDATE SET switched_on = EXCLUDED.switched_on`,
    [d.email, rows.map((r) => r.leagueId), rows.map((r) => r.kind), rows.map((r) => r.on)],
  );
}

// ---- reads of the routes --------------------------------------------------------------------------------------

/** The endpoint of one of the person's subscriptions, or undefined (someone else's or none). */
export async function endpointOfOwnSubscription(db: Db, id: string, email: string): Promise<string | undefined> {
  const [row] = await queryRows<{ endpoint: string }>(
    db,
    'SELECT endpoint FROM push_subscriptions WHERE id = $1 AND email = $2',
    [id, email],
  );
  return row?.endpoint;
}

/** The subscriptions the devices of these person sessions made (to end when the devices are signed out). */
export function subscriptionsOfSessions(
  db: Db,
  sessionIds: readonly string[],
): Promise<Array<{ id: string; endpoint: string }>> {
  return queryRows<{ id: string; endpoint: string }>(
    db,
    'SELECT id, endpoint FROM push_subscriptions WHERE person_session_id = ANY($1::text[])',
    [sessionIds],
  );
}

/** The id the endpoint's subscription has now (after the command that made or kept it). */
export async function subscriptionIdOf(db: Db, endpoint: string): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(db, 'SELECT id FROM push_subscriptions WHERE endpoint = $1', [
    endpoint,
  ]);
  return row?.id;
}

/** The switches the person set in these leagues (the rest are their defaults). */
export function switchesSet(
  db: Db,
  email: string,
  leagueIds: readonly string[],
): Promise<Array<{ leagueId: string; kind: NotificationKind; on: boolean }>> {
  return queryRows(
    db,
    `SELECT league_id AS "leagueId", kind, switched_on AS "on" FROM notification_switches
      WHERE email = $1 AND league_id = ANY($2::text[])`,
    [email, leagueIds],
  );
}

// ---- who hears a notification ---------------------------------------------------------------------------------

/** A person of a league: a member (by the address they joined with, or the person their entry is attached to). */
export interface LeaguePerson {
  email: string;
  userName: string;
}

/**
 * The people of a league's entries this season, with the entry's name: an entry counts for the address it joined
 * with and for the person it is attached to (`person_entries`). `onlyUserNames`: just those entries.
 */
export function leagueMembersAsPeople(
  db: Db,
  leagueId: string,
  onlyUserNames?: readonly string[],
): Promise<LeaguePerson[]> {
  return queryRows<LeaguePerson>(
    db,
    `SELECT DISTINCT who.email, m.user_name AS "userName"
       FROM league_members m
       CROSS JOIN LATERAL (
         SELECT lower(m.email) AS email
         UNION SELECT p.email FROM person_entries p WHERE p.league_id = m.league_id AND p.entry_id = m.entry_id) who
      WHERE m.league_id = $1 AND ($2::text[] IS NULL OR m.user_name = ANY($2::text[]))`,
    [leagueId, onlyUserNames ?? null],
  );
}

/** A subscription a notification may go to, with what the spoiler rule needs. */
export interface PushTarget {
  subscriptionId: string;
  email: string;
  timeZone: string;
  spoilerShield: boolean;
}

/** The subscriptions of these people that have this kind switched on for the league (else its default). */
export function subscriptionsHearing(
  db: Db,
  leagueId: string,
  kind: NotificationKind,
  defaultOn: boolean,
  emails: readonly string[],
): Promise<PushTarget[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return queryRows<PushTarget>(
    db,
    `SELECT s.id AS "subscriptionId", s.email, s.time_zone AS "timeZone", s.spoiler_shield AS "spoilerShield"
       FROM push_subscriptions s
       LEFT JOIN notification_switches n ON n.email = s.email AND n.league_id = $1 AND n.kind = $2
      WHERE s.email = ANY($4::text[]) AND COALESCE(n.switched_on, $3)
      ORDER BY s.email, s.id`,
    [leagueId, kind, defaultOn, [...new Set(emails)]],
  );
}

// ---- VAPID keys -----------------------------------------------------------------------------------------------

/** Keeps the pair unless one is kept already; answers the pair kept (the first process's, when two race). */
export async function keepVapidKeys(
  db: Db,
  keys: { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  await db.query(
    'INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING',
    [keys.publicKey, keys.privateKey],
  );
  const [row] = await queryRows<{ publicKey: string; privateKey: string }>(
    db,
    'SELECT public_key AS "publicKey", private_key AS "privateKey" FROM push_vapid_keys WHERE id = 1',
  );
  return row;
}

// ---- the outbox -----------------------------------------------------------------------------------------------

/** A notification a cause decided to send to one subscription. */
export interface PushIntent {
  /** stable, from the cause and the subscription: recording it again adds nothing, so it is sent once */
  dedupeKey: string;
  subscriptionId: string;
  payload: PushPayload;
  /** not before (the spoiler rule's answer) */
  dueAt: Date;
}

/** Inserts the intents not recorded before; answers the rows it inserted. */
export function insertPushIntents(
  db: Db,
  intents: readonly PushIntent[],
): Promise<Array<{ id: string; due_at: Date }>> {
  return db.query(
    `INSERT INTO push_outbox (id, dedupe_key, subscription_id, kind, payload, due_at)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::jsonb[], $6::timestamptz[])
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING id, due_at`,
    [
      intents.map(() => randomUUID()),
      intents.map((i) => i.dedupeKey),
      intents.map((i) => i.subscriptionId),
      intents.map((i) => i.payload.kind),
      intents.map((i) => JSON.stringify(i.payload)),
      intents.map((i) => i.dueAt.toISOString()),
    ],
  );
}

/** A notification this sender now holds the lease on, with where it goes. */
export interface ClaimedPush {
  id: string;
  subscription_id: string;
  payload: PushPayload;
  attempts: number;
  /** null when the subscription has gone since */
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
}

/**
 * Claims a pending notification that is due at `now` (the app's clock: the spoiler rule's time) and that no other
 * sender holds, for `leaseMs` (the database's clock, the same for every process). One statement: two senders never
 * both hold it.
 */
export async function claimPush(db: Db, id: string, now: Date, leaseMs: number): Promise<ClaimedPush | undefined> {
  const [row]: ClaimedPush[] = await db.query(
    `WITH claimed AS (
       UPDATE push_outbox SET attempts = attempts + 1, lease_until = now() + $3 * interval '1 millisecond'
        WHERE id = (SELECT id FROM push_outbox
                     WHERE id = $1 AND status = 'pending' AND due_at <= $2
                       AND (lease_until IS NULL OR lease_until < now())
                     FOR UPDATE SKIP LOCKED)
        RETURNING id, subscription_id, payload, attempts)
     SELECT c.*, s.endpoint, s.p256dh, s.auth FROM claimed c LEFT JOIN push_subscriptions s ON s.id = c.subscription_id`,
    [id, now, leaseMs],
  );
  return row;
}

export type PushSettled = 'sent' | 'gone' | 'dropped' | 'failed';

/** Settles a claimed notification: sent, its subscription gone, dropped (no subscription), or given up on. */
export async function settlePush(db: Db, id: string, status: PushSettled, error?: string): Promise<void> {
  await db.query(
    `UPDATE push_outbox SET status = $2, lease_until = NULL, last_error = $3,
            sent_at = CASE WHEN $2 = 'sent' THEN now() ELSE sent_at END
      WHERE id = $1 AND status = 'pending'`,
    [id, status, error ?? null],
  );
}

/** A send to try again: the lease is let go and the safety-net scan waits `retryMs` before it tries. */
export async function releaseForRetry(db: Db, id: string, error: string, retryMs: number): Promise<void> {
  await db.query(
    `UPDATE push_outbox SET lease_until = NULL, last_error = $2, next_attempt_at = now() + $3 * interval '1 millisecond'
      WHERE id = $1 AND status = 'pending'`,
    [id, error, retryMs],
  );
}

/** Pending notifications due at `now` that nobody holds and that wait for no retry: what the scan sends. */
export async function duePushIds(db: Db, now: Date): Promise<string[]> {
  const rows: Array<{ id: string }> = await db.query(
    `SELECT id FROM push_outbox
      WHERE status = 'pending' AND due_at <= $1 AND next_attempt_at <= now()
        AND (lease_until IS NULL OR lease_until < now())
      ORDER BY due_at LIMIT 500`,
    [now],
  );
  return rows.map((row) => row.id);
}

// ---- what the notices say -------------------------------------------------------------------------------------

export async function leagueNameAndSeason(
  db: Db,
  leagueId: string,
): Promise<{ leagueName: string; season: number } | undefined> {
  const [row] = await queryRows<{ leagueName: string; season: number }>(
    db,
    'SELECT name AS "leagueName", season FROM leagues WHERE id = $1 AND active',
    [leagueId],
  );
  return row;
}

/**
 * The active leagues of a season in which someone has a device subscribed: the only ones a notice can reach, so a
 * grid save in a season of many leagues and few subscribers reads only theirs.
 */
export function leaguesOfSeasonWithSubscribers(
  db: Db,
  season: number,
): Promise<Array<{ leagueId: string; leagueName: string }>> {
  return queryRows(
    db,
    `SELECT l.id AS "leagueId", l.name AS "leagueName" FROM leagues l
      WHERE l.season = $1 AND l.active
        AND EXISTS (
          SELECT 1 FROM league_members m JOIN push_subscriptions s ON s.email = lower(m.email)
           WHERE m.league_id = l.id
          UNION ALL
          SELECT 1 FROM person_entries p JOIN push_subscriptions s ON s.email = p.email
           WHERE p.league_id = l.id)
      ORDER BY l.id`,
    [season],
  );
}

/** Each entry's standing in a league's season. */
export function ranksAfter(
  db: Db,
  leagueId: string,
  season: number,
): Promise<Array<{ userName: string; rank: number }>> {
  // Ranked as the standings rank it (total descending, equal totals share a rank), as My leagues does.
  return queryRows(
    db,
    `SELECT user_name AS "userName", (RANK() OVER (ORDER BY total DESC))::int AS rank
       FROM standings WHERE league_id = $1 AND season = $2`,
    [leagueId, season],
  );
}

/** The entries (of active leagues) whose drafted team holds one of these castaways, with the castaway's name. */
export function entriesHolding(
  db: Db,
  season: number,
  castawayIds: readonly number[],
): Promise<
  Array<{ leagueId: string; leagueName: string; userName: string; castawayId: number; castawayName: string }>
> {
  return queryRows(
    db,
    `SELECT d.league_id AS "leagueId", l.name AS "leagueName", d.user_name AS "userName",
            c.id AS "castawayId", c.name AS "castawayName"
       FROM drafts d
       JOIN leagues l ON l.id = d.league_id AND l.active
       JOIN castaways c ON c.id = ANY(d.team) AND c.id = ANY($2::int[])
      WHERE d.season = $1
      ORDER BY d.league_id, c.id, d.user_name`,
    [season, castawayIds],
  );
}

/**
 * Deletes notifications sent, gone, dropped or given up on more than `days` days after they were recorded
 * (retention): by then no cause records them again (a rebuild's replay records nothing).
 */
export async function deleteSettledPushesOlderThan(db: Pick<EntityManager, 'query'>, days: number): Promise<void> {
  await db.query(`DELETE FROM push_outbox WHERE status <> 'pending' AND created_at <= now() - $1 * interval '1 day'`, [
    days,
  ]);
}
