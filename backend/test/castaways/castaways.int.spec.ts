import {
  BULK_ADD_NO_VALID_ROW,
  CASTAWAY_FIELDS_REQUIRED,
  Castaway,
  DRAFT_MESSAGES,
  StandingsSnapshot,
} from '@tribal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLeague, joinLeague, setUpTestApp } from '../support/test-app';

let league49: string;
let league50: string;
const admin = async () => ({ authorization: `Bearer ${await t.adminToken()}` });

const t = setUpTestApp('castaways');
beforeAll(async () => {
  league49 = await createLeague(t, { leagueName: 'Forty-Nine' });
  league50 = await createLeague(t, { leagueName: 'Fifty', season: 50 });
});

const newcomer = { name: 'Jordan Vale', age: 30, occupation: 'Lifeguard', tribe: 'Manu', imageUrl: '/castaways/x.svg' };

describe('castaways', () => {
  it('a fresh install ships a sample cast of 18 for season 49 and a cast for season 50, served by the app', async () => {
    const s49 = await t.request<Castaway[]>('GET', `/api/leagues/${league49}/castaways`);
    expect(s49.body).toHaveLength(18);
    expect(s49.body[0]).toMatchObject({
      id: 49001,
      season: 49,
      imageUrl: expect.stringMatching(/^\/castaways\/s49\//),
    });
    const s50 = await t.request<Castaway[]>('GET', `/api/leagues/${league50}/castaways`);
    expect(s50.body.length).toBeGreaterThanOrEqual(16);
    expect(s50.body.every((c) => c.season === 50)).toBe(true);
    expect((await t.request<Castaway[]>('GET', '/api/castaways/50')).body).toEqual(s50.body);
  });

  it('the admin adds one castaway with all five fields; a missing field is refused naming it', async () => {
    const added = await t.request<Castaway[]>('POST', `/api/leagues/${league49}/castaways`, {
      headers: await admin(),
      body: newcomer,
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual([{ id: 49019, season: 49, ...newcomer }]);
    const missing = await t.request<{ message: string; errors: Array<{ field: string }> }>(
      'POST',
      `/api/leagues/${league49}/castaways`,
      { headers: await admin(), body: { ...newcomer, tribe: '' } },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(CASTAWAY_FIELDS_REQUIRED);
    expect(missing.body.errors[0].field).toBe('tribe');
  });

  it('bulk add keeps only rows with name, age, occupation and image URL; none valid is refused', async () => {
    const bulk = await t.request<Castaway[]>('POST', `/api/leagues/${league50}/castaways`, {
      headers: await admin(),
      body: [
        { name: 'Row One', age: '41', occupation: 'Baker', tribe: '', imageUrl: '/castaways/1.svg' },
        { name: 'No Image', age: '22', occupation: 'Student', tribe: 'Koru', imageUrl: '' },
        { name: 'Row Three', age: 35, occupation: 'Nurse', tribe: 'Koru', imageUrl: 'https://example.com/3.png' },
      ],
    });
    expect(bulk.status).toBe(201);
    expect(bulk.body.map((c) => [c.name, c.age, c.tribe])).toEqual([
      ['Row One', 41, ''],
      ['Row Three', 35, 'Koru'],
    ]);
    const none = await t.request<{ message: string }>('POST', `/api/leagues/${league50}/castaways`, {
      headers: await admin(),
      body: [{ name: 'Only a name' }, {}],
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(BULK_ADD_NO_VALID_ROW);
    const badAge = await t.request<{ message: string }>('POST', `/api/leagues/${league50}/castaways`, {
      headers: await admin(),
      body: [{ name: 'A', age: 'forty', occupation: 'B', imageUrl: '/a.svg' }],
    });
    expect(badAge.status).toBe(400);
    expect(badAge.body.message).toContain('age');
  });

  it('editing a castaway renames it for every team in the standings; deleting one on a team is refused (409)', async () => {
    const token = await joinLeague(t, league49, 'Holder');
    await t.request('POST', `/api/leagues/${league49}/draft`, {
      headers: { 'x-entry-token': token },
      body: { userName: 'Holder', team: [49001, 49002, 49003] },
    });
    const before = await t.request<StandingsSnapshot>('GET', `/api/leagues/${league49}/standings`);
    const edited = await t.request('PUT', `/api/leagues/${league49}/castaways/49002`, {
      headers: await admin(),
      body: { ...newcomer, name: 'Renamed Player' },
    });
    expect(edited.status).toBe(200);
    // Standings name castaways by id; the rename shows through the cast, and the standings moved on a version
    // (viewers hear of it and refresh the cast).
    const standings = await t.request<StandingsSnapshot>('GET', `/api/leagues/${league49}/standings`);
    expect(standings.body.team[standings.body.members.indexOf('Holder')]).toContain(49002);
    const cast = await t.request<Castaway[]>('GET', '/api/castaways/49');
    expect(cast.body.find((c) => c.id === 49002)?.name).toBe('Renamed Player');
    expect(standings.body.version).toBeGreaterThan(before.body.version);

    const refused = await t.request<{ message: string }>('DELETE', `/api/leagues/${league49}/castaways/49002`, {
      headers: await admin(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(DRAFT_MESSAGES.castawayOnTeam);

    const free = await t.request('DELETE', `/api/leagues/${league49}/castaways/49018`, { headers: await admin() });
    expect(free.status).toBe(200);
    const list = await t.request<Castaway[]>('GET', `/api/leagues/${league49}/castaways`);
    expect(list.body.map((c) => c.id)).not.toContain(49018);
    expect(
      (await t.request('PUT', `/api/leagues/${league49}/castaways/49018`, { headers: await admin(), body: newcomer }))
        .status,
    ).toBe(404);
    expect(
      (await t.request('DELETE', `/api/leagues/${league49}/castaways/abc`, { headers: await admin() })).status,
    ).toBe(400);
  });
});
