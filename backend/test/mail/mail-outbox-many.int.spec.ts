import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../../src/event-store/event-store.service';
import { MailIntent, MailOutbox } from '../../src/mail/mail-outbox';
import { startTestApp, TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp('mail-outbox-many');
});
afterAll(() => t?.close());

const intent = (n: number, run: string): MailIntent => ({
  intentKey: `outbox-many:${run}:${n}`,
  to: `member${n}@example.com`,
  subject: `Your rank moved (${n})`,
  text: `Member ${n}: 3rd → 2nd.`,
});

describe("a league's mail to all its members (more than one INSERT's worth)", () => {
  it('records every intent once, in the order given, in the command that decided it', async () => {
    const outbox = t.app.get(MailOutbox);
    const intents = Array.from({ length: 1_200 }, (_, n) => intent(n, 'first'));
    const ids = await t.app.get(EventStore).execute('RecordManyMails', undefined, (tx) => outbox.record(tx, intents));
    expect(new Set(ids).size).toBe(1_200);
    const rows: Array<{ id: string; intent_key: string; recipient: string }> = await t.app
      .get(DataSource)
      .query(`SELECT id, intent_key, recipient FROM mail_outbox WHERE intent_key LIKE 'outbox-many:first:%'`);
    expect(rows).toHaveLength(1_200);
    const byKey = new Map(rows.map((row) => [row.intent_key, row]));
    intents.forEach((sent, n) => {
      expect(byKey.get(sent.intentKey)?.id, sent.intentKey).toBe(ids[n]);
      expect(byKey.get(sent.intentKey)?.recipient).toBe(sent.to);
    });
  });

  it('recorded again (a replayed command) adds nothing and answers the same ids', async () => {
    const outbox = t.app.get(MailOutbox);
    const intents = Array.from({ length: 700 }, (_, n) => intent(n, 'again'));
    const store = t.app.get(EventStore);
    const first = await store.execute('RecordManyMails', undefined, (tx) => outbox.record(tx, intents));
    const again = await store.execute('RecordManyMails', undefined, (tx) => outbox.record(tx, intents));
    expect(again).toEqual(first);
    const [{ count }] = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS count FROM mail_outbox WHERE intent_key LIKE 'outbox-many:again:%'`);
    expect(count).toBe(700);
  });
});
