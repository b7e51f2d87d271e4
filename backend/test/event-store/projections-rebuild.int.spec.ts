import { CommandBus } from '@nestjs/cqrs';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../../src/event-store/event-store.service';
import { ProjectionRebuilder } from '../../src/event-store/projection-rebuilder';
import { ProjectionRegistry } from '../../src/event-store/projection-registry';
import { UnsubscribeFromLeagueMail } from '../../src/member-emails/commands/unsubscribe-from-league-mail/unsubscribe-from-league-mail.command';
import { confirmEmail } from '../../src/member-emails/email-confirmation';
import { AttachEntries } from '../../src/people/commands/attach-entries/attach-entries.command';
import { createLeague, joinLeague, startTestApp, TestApp } from '../support/test-app';

let t: TestApp;
let db: Client;

beforeAll(async () => {
  t = await startTestApp('rebuild');
  db = new Client({ connectionString: t.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

async function dumpReadTables(): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const projection of t.app.get(ProjectionRegistry).all()) {
    for (const table of projection.readTables) {
      const { rows } = await db.query(`SELECT * FROM ${table}`);
      dump[table] = rows.map((r) => JSON.stringify(r)).sort();
    }
  }
  return dump;
}

describe('projections:rebuild', () => {
  it('after a realistic pre-season, replaying every event rebuilds read tables equal to the live ones', async () => {
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const leagues = [
      await createLeague(t, { leagueName: 'Office Pool', commissionerName: 'Jeff' }),
      await createLeague(t, { leagueName: 'Family Pool', commissionerName: 'Mom', season: 50 }),
      await createLeague(t, { leagueName: 'Abandoned Pool' }),
    ];
    const tokens = new Map<string, string>();
    for (const [i, leagueId] of leagues.entries()) {
      for (const name of ['Jeff', 'Mom', 'Kenzie', 'Charlie', `Solo${i}`])
        tokens.set(`${leagueId}/${name}`, await joinLeague(t, leagueId, name));
    }
    await t.request('DELETE', `/api/leagues/${leagues[0]}/members/Kenzie`, { headers: admin });
    await t.request('DELETE', `/api/leagues/${leagues[1]}/members/Charlie`, { headers: admin });
    await joinLeague(t, leagues[0], 'Kenzie');
    await t.request('DELETE', `/api/leagues/${leagues[2]}`, { headers: admin });
    // Issue 13: a season's air schedule, saved twice (the second replaces the first), and commissioner settings.
    const schedule = { 1: '2026-02-26T01:00:00.000Z', 2: '2026-03-05T01:00:00.000Z' };
    await t.request('PUT', '/api/seasons/50/schedule', { headers: admin, body: schedule });
    await t.request('PUT', '/api/seasons/50/schedule', {
      headers: admin,
      body: { ...schedule, 3: '2026-03-12T00:00:00.000Z' },
    });
    const settings = {
      paymentHandles: { venmo: '@mom', paypal: '', cashApp: '', other: '' },
      entryFeeDollars: 5,
      payoutPercents: [100],
    };
    await t.request('PUT', `/api/leagues/${leagues[1]}/commissioner-settings`, { headers: admin, body: settings });
    // One league's join code changed, another's cleared (open to anyone).
    await t.request('PUT', `/api/leagues/${leagues[0]}/join-code`, { headers: admin, body: { joinCode: 'fire-made' } });
    await t.request('PUT', `/api/leagues/${leagues[1]}/join-code`, { headers: admin, body: { joinCode: null } });
    // Issue 33: addresses confirmed (a link opened, twice for one), and one league's mail stopped for one of them.
    for (const email of ['jeff@example.com', 'Mom@example.com', 'jeff@example.com'])
      await t.app
        .get(EventStore)
        .execute('ConfirmEmail', undefined, (tx) => confirmEmail(tx, email, 'entry-link', new Date()));
    await t.app.get(CommandBus).execute(new UnsubscribeFromLeagueMail('mom@example.com', leagues[1]));
    // Issue 29: a browser's saved entries attached to a person, one of them later to another person.
    const saved = (league: number, name: string) => ({
      leagueId: leagues[league],
      entryToken: tokens.get(`${leagues[league]}/${name}`) as string,
    });
    await t.app.get(CommandBus).execute(new AttachEntries('pat@example.com', [saved(0, 'Solo0'), saved(1, 'Mom')]));
    await t.app.get(CommandBus).execute(new AttachEntries('dad@example.com', [saved(1, 'Mom')]));

    const live = await dumpReadTables();
    expect(live.confirmed_emails.length).toBe(2);
    expect(live.league_mail_unsubscribes.length).toBe(1);
    expect(live.person_entries.length).toBe(2);
    expect(live.person_entries.some((row) => String(row).includes('dad@example.com'))).toBe(true);
    expect(live.season_schedule.length).toBe(3);
    expect(live.leagues.some((row) => String(row).includes('"venmo":"@mom"'))).toBe(true);
    expect(live.leagues.some((row) => String(row).includes('fire-made'))).toBe(true);
    expect(live.league_members.length).toBe(9);
    expect(live.standings.length).toBe(9);

    // Vandalise the read side first: the rebuild must not depend on what is there.
    await db.query('DELETE FROM standings');
    await db.query("UPDATE leagues SET name = 'wrong'");
    await db.query('DELETE FROM confirmed_emails');
    await db.query('DELETE FROM person_entries');

    const result = await t.app.get(ProjectionRebuilder).rebuild();
    expect(result.events).toBeGreaterThan(15);
    expect(await dumpReadTables()).toEqual(live);
  });

  it('after a live episode (tribe swap, happenings, an undo, a grid correction) the rebuild gives identical tables', async () => {
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const leagueId = await createLeague(t, { leagueName: 'Live Rebuild Pool' });
    for (const [name, team] of [
      ['alice', [49001, 49002, 49003]],
      ['bob', [49004, 49005, 49006]],
    ] as const) {
      const token = await joinLeague(t, leagueId, name);
      await t.request('POST', `/api/leagues/${leagueId}/draft`, {
        headers: { 'x-entry-token': token },
        body: { userName: name, team },
      });
    }
    const tap = (episode: number, body: unknown) =>
      t.request<{ id: number }>('POST', `/api/scores/49/${episode}/happenings`, { headers: admin, body });
    await t.request('PUT', '/api/castaways/49/tribes', {
      headers: admin,
      body: { fromEpisode: 3, tribes: { 49001: 'Tavi', 49002: 'Manu' } },
    });
    await tap(2, { kind: 'tribeImmunityWin', tribe: 'Manu' });
    const idol = await tap(2, { kind: 'idolObtained', castawayId: 49005 });
    await tap(2, {
      kind: 'tribalCouncil',
      votes: [
        { voter: 49003, target: 49006 },
        { voter: 49006, target: 49003, nullified: true },
      ],
      votedOut: [49006],
    });
    await t.request('DELETE', `/api/scores/49/2/happenings/${idol.body.id}`, { headers: admin });
    await tap(3, { kind: 'tribeRewardWin', tribe: 'Tavi' });
    const grid = await t.request<{ records: Record<string, unknown> }>('GET', '/api/scores/49/3');
    await t.request('PUT', '/api/scores/49/3', {
      headers: admin,
      body: { ...grid.body.records, 49004: { shotInDarkWin: 1 } },
    });

    const live = await dumpReadTables();
    expect(live.happenings.length).toBe(5);
    expect(live.castaway_tribes.length).toBe(2);
    await db.query('DELETE FROM happenings');
    await db.query('DELETE FROM episode_scores');
    await t.app.get(ProjectionRebuilder).rebuild();
    expect(await dumpReadTables()).toEqual(live);
  });

  it('the event store is append-only: updating or deleting an event is refused by the database', async () => {
    await createLeague(t);
    await expect(db.query("UPDATE events SET type = 'Tampered'")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM events')).rejects.toThrow(/append-only/);
  });
});
