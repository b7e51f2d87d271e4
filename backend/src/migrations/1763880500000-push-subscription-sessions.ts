import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A push subscription remembers the person session (device) that made it: signing that device out, on it or from
 * another device, ends the subscription, so a phone handed back hears nothing more of the person's leagues.
 * Subscriptions made before have none and end only as before (unsubscribed, or gone).
 */
export class PushSubscriptionSessions1763880500000 implements MigrationInterface {
  name = 'PushSubscriptionSessions1763880500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE push_subscriptions ADD COLUMN person_session_id text');
    await q.query(
      'CREATE INDEX push_subscriptions_person_session ON push_subscriptions (person_session_id) WHERE person_session_id IS NOT NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE push_subscriptions DROP COLUMN person_session_id');
  }
}
