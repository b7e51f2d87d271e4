import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30, web push.
 * - `push_vapid_keys`: the server's VAPID key pair when the environment gives none, made at the first start. One row
 *   (id 1): two processes starting at once insert on conflict do nothing and then both read the winner's.
 * - `push_subscriptions`: projection of `PushSubscribed` / `PushSubscriptionRemoved`, one row per browser endpoint.
 * - `notification_switches`: projection of `NotificationSwitchesSet`, only the switches a person set (the rest are
 *   contracts' NOTIFICATION_KIND_DEFAULTS).
 * - `push_outbox`: a notification a cause decided to send to one subscription, recorded in the cause's transaction
 *   and keyed by `dedupe_key` (cause + subscription), so it goes out at most once. Not a read table: it is intent.
 */
export class WebPush1763880200000 implements MigrationInterface {
  name = 'WebPush1763880200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_vapid_keys (
        id integer PRIMARY KEY CHECK (id = 1),
        public_key text NOT NULL,
        private_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY,
        endpoint text NOT NULL UNIQUE,
        email text NOT NULL,
        p256dh text NOT NULL,
        auth text NOT NULL,
        time_zone text NOT NULL,
        spoiler_shield boolean NOT NULL,
        subscribed_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX push_subscriptions_email ON push_subscriptions (email)');
    await q.query(`
      CREATE TABLE notification_switches (
        email text NOT NULL,
        league_id text NOT NULL,
        kind text NOT NULL,
        switched_on boolean NOT NULL,
        PRIMARY KEY (email, league_id, kind)
      )`);
    await q.query(`
      CREATE TABLE push_outbox (
        id uuid PRIMARY KEY,
        dedupe_key text NOT NULL UNIQUE,
        subscription_id uuid NOT NULL,
        kind text NOT NULL,
        payload jsonb NOT NULL,
        due_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX push_outbox_pending ON push_outbox (due_at) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE push_outbox');
    await q.query('DROP TABLE notification_switches');
    await q.query('DROP TABLE push_subscriptions');
    await q.query('DROP TABLE push_vapid_keys');
  }
}
