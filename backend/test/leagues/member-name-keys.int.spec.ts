import { EliminationPicks, MESSAGES, MemberPage, PICK_MESSAGES } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { ProjectionRebuilder } from '../../src/event-store/projection-rebuilder';
import { MemberNameKeys1763871000000 } from '../../src/migrations/1763871000000-member-name-keys';
import { createLeague, joinBody, joinLeague, setUpTestApp } from '../support/test-app';

const t = setUpTestApp('member-name-keys');

const join = (leagueId: string, userName: string) =>
  t.request<{ message: string; entryToken: string }>('POST', `/api/leagues/${leagueId}/join`, {
    body: joinBody(userName, { email: 'same@example.com' }),
  });
const pick = (leagueId: string, userName: string, castawayId: number, token: string) =>
  t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/elimination-pick`, {
    headers: { 'x-entry-token': token },
    body: { userName, episode: 5, castawayId },
  });

describe('a member name is one key, whatever its letter case or Unicode form', () => {
  it('“İota” next to “iota” neither breaks the pick rush nor passes for the other', async () => {
    const leagueId = await createLeague(t);
    const honest = ['iota', ...Array.from({ length: 10 }, (_, i) => `Rusher${i}`)];
    const tokens = await Promise.all(honest.map((n) => joinLeague(t, leagueId, n)));
    // U+0130 lower-cases to "i" in PostgreSQL but to "i̇" (i + U+0307) in JavaScript: the old look-ups disagreed.
    const impostor = await join(leagueId, 'İota');
    expect([201, 409]).toContain(impostor.status);
    expect((await join(leagueId, 'IOTA')).body.message).toBe(MESSAGES.userNameTaken);

    const castawayOf = (i: number) => 49001 + i;
    const rush = await Promise.all([
      ...honest.map((n, i) => pick(leagueId, n, castawayOf(i), tokens[i])),
      ...(impostor.status === 201 ? [pick(leagueId, 'İota', 49018, impostor.body.entryToken)] : []),
      // the impostor's token never opens the honest entry, whatever the name's case
      ...(impostor.status === 201 ? [pick(leagueId, 'IOTA', 49017, impostor.body.entryToken)] : []),
    ]);
    expect(rush.filter((r) => r.status >= 500)).toEqual([]);
    expect(rush.slice(0, honest.length).map((r) => r.body.message)).toEqual(honest.map(() => PICK_MESSAGES.submitted));
    if (impostor.status === 201) {
      expect(rush[honest.length].body.message).toBe(PICK_MESSAGES.submitted);
      expect([rush[honest.length + 1].status, rush[honest.length + 1].body.message]).toEqual([
        401,
        MESSAGES.entryTokenMissing,
      ]);
    }

    const listed = await t.request<EliminationPicks>('GET', `/api/leagues/${leagueId}/elimination-picks`, {
      headers: { authorization: `Bearer ${await t.adminToken()}` },
    });
    expect(honest.map((n) => listed.body[n]?.[5])).toEqual(honest.map((_, i) => castawayOf(i)));
    if (impostor.status === 201) expect(listed.body['İota']?.[5]).toBe(49018);

    // Single-member look-ups resolve to the one member the name stands for.
    const page = await t.request<MemberPage>('GET', `/api/leagues/${leagueId}/members/IOTA`);
    expect([page.status, page.body.userName]).toEqual([200, 'iota']);
    if (impostor.status === 201) {
      const theirs = await t.request<MemberPage>(
        'GET',
        `/api/leagues/${leagueId}/members/${encodeURIComponent('İota')}`,
      );
      expect([theirs.status, theirs.body.userName]).toEqual([200, 'İota']);
    }
    const rotate = await t.request('POST', `/api/leagues/${leagueId}/members/Iota/rotate-token`, {
      headers: { 'x-entry-token': tokens[0] },
    });
    expect(rotate.status).toBe(200);

    // The same name typed decomposed (e + U+0301) is the same name as the composed one.
    expect((await join(leagueId, 'Zoé')).status).toBe(201);
    expect((await join(leagueId, 'ZOE\u0301')).body.message).toBe(MESSAGES.userNameTaken);

    // The read table rebuilt from the events equals the live one, keys included.
    const db = t.app.get(DataSource);
    const members = () =>
      db.query('SELECT user_name, name_key FROM league_members WHERE league_id = $1 ORDER BY 1', [leagueId]);
    const live = await members();
    await t.app.get(ProjectionRebuilder).rebuild();
    expect(await members()).toEqual(live);
  });

  it('an existing database gets, for each entry, the key its member stream was opened under', async () => {
    const leagueId = await createLeague(t);
    for (const name of ['Ann', 'BOB', 'Zoë']) await joinLeague(t, leagueId, name);
    const db = t.app.get(DataSource);
    const keys = () =>
      db.query('SELECT user_name, name_key FROM league_members WHERE league_id = $1 ORDER BY 1', [leagueId]);
    const live = await keys();
    expect(live.map((r: { name_key: string }) => r.name_key)).toEqual(['ann', 'bob', 'zoë']);

    const runner = db.createQueryRunner();
    try {
      const migration = new MemberNameKeys1763871000000();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await keys()).toEqual(live);
    // One key, one entry: the database itself refuses a second row under a key.
    await expect(
      db.query(
        `INSERT INTO league_members (league_id, user_name, name_key, survivor_name, real_name, email, payment_method,
           entry_id, entry_token_hashes, joined_at) VALUES ($1, 'ANN', 'ann', 's', 'r', 'e', 'Venmo', 'x', '{}', now())`,
        [leagueId],
      ),
    ).rejects.toThrow(/league_members_name_key/);
  });
});
