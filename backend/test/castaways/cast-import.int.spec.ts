import {
  CASTAWAY_FIELDS_REQUIRED,
  type Castaway,
  type CastImportPreview,
  CAST_IMPORT_MESSAGES as M,
  MESSAGES,
  SEASON_MESSAGES,
  type TribesAt,
} from '@tribal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProjectionRebuilder } from '../../src/event-store/projection-rebuilder';
import { setUpTestApp } from '../support/test-app';

let admin: Record<string, string>;

const t = setUpTestApp('cast_import');
beforeAll(async () => {
  admin = { authorization: `Bearer ${await t.adminToken()}` };
});

/** The new cast of season 50, as the admin's spreadsheet saves it (columns in its own order). */
const CAST = [
  'Tribe,Name,Age,Occupation',
  'Vatu,Kyle Ostwald,31,Construction worker',
  'Kalo,"Savannah Louie, Jr.",31,Reporter',
  'Vatu,Jeanine Zheng,33,UX designer',
  'Cila,Ross Kalicki,33,Doctor',
].join('\r\n');

const events = async () =>
  Number((await t.query("SELECT count(*) AS n FROM events WHERE stream_id = 'castaways-season-50'")).rows[0].n);
const photosAndCastaways = async () =>
  (await t.query('SELECT (SELECT count(*) FROM castaways) AS c, (SELECT count(*) FROM events) AS e')).rows[0];

const importCsv = <T>(csv: string, query = '', headers: Record<string, string> = admin) =>
  t.request<T>('POST', `/api/seasons/50/cast${query}`, {
    raw: csv,
    headers: { ...headers, 'content-type': 'text/csv' },
  });

async function importFile<T>(csv: string, query = ''): Promise<{ status: number; body: T }> {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'cast.csv');
  const response = await fetch(`${t.baseUrl}/api/seasons/50/cast${query}`, {
    method: 'POST',
    headers: admin,
    body: form,
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('importing a season cast from a CSV file', () => {
  it('only the admin imports, and only into a season that exists', async () => {
    const anonymous = await importCsv<{ message: string }>(CAST, '', {});
    expect(anonymous).toMatchObject({ status: 401, body: { message: MESSAGES.adminSignInRequired } });
    const unknown = await t.request<{ message: string }>('POST', '/api/seasons/51/cast', {
      raw: CAST,
      headers: { ...admin, 'content-type': 'text/csv' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: SEASON_MESSAGES.notFound(51) } });
    const json = await t.request<{ message: string }>('POST', '/api/seasons/50/cast', { headers: admin, body: {} });
    expect(json).toMatchObject({ status: 400, body: { message: M.notCsv } });
  });

  it('a dry run answers each row with its values, problems and action, and saves nothing', async () => {
    const before = await photosAndCastaways();
    const withBadRow = `${CAST}\r\nVatu,Kyle  ostwald,thirty,Chef\r\n,,,\r\nvatu,Bo Day,40,Pilot`;
    const preview = await importCsv<CastImportPreview>(withBadRow, '?dryRun=true');
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ season: 50, fileProblems: [], valid: false, counts: { add: 4 } });
    expect(preview.body.rows[1]).toEqual({
      row: 3,
      name: 'Savannah Louie, Jr.',
      age: 31,
      occupation: 'Reporter',
      tribe: 'Kalo',
      problems: [],
      action: 'add',
      castawayId: null,
    });
    expect(preview.body.rows.slice(4).map((r) => [r.row, r.problems, r.action])).toEqual([
      [6, [M.duplicateName(2), M.invalidAge('thirty')], null],
      [8, [M.tribeSpelling('Vatu', 2)], null],
    ]);
    expect(await photosAndCastaways()).toEqual(before);
  });

  it('a bad row saves nothing and the answer names the row and why', async () => {
    const before = await photosAndCastaways();
    const bad = await importCsv<{ message: string; errors: Array<{ field: string; message: string }> }>(
      `${CAST}\r\n,Ann Lee,,Chef\r\n`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.rowProblem(6, M.invalidAge('')));
    expect(bad.body.errors).toEqual([
      { field: 'row 6', message: M.rowProblem(6, M.invalidAge('')) },
      { field: 'row 6', message: M.rowProblem(6, M.emptyTribe) },
    ]);
    const missingColumn = await importCsv<{ message: string }>('name,age,tribe\nAnn Lee,30,Vatu');
    expect(missingColumn).toMatchObject({ status: 400, body: { message: M.missingColumn('occupation') } });
    expect(await photosAndCastaways()).toEqual(before);
  });

  it("saving adds the castaways with episode 1's tribes from the file; the same file again changes nothing", async () => {
    const sampleCast = (await t.request<Castaway[]>('GET', '/api/castaways/50')).body;
    const saved = await importCsv<Castaway[]>(CAST);
    expect(saved.status).toBe(200);
    expect(
      saved.body.map(({ name, age, occupation, tribe, imageUrl }) => ({ name, age, occupation, tribe, imageUrl })),
    ).toEqual([
      { name: 'Kyle Ostwald', age: 31, occupation: 'Construction worker', tribe: 'Vatu', imageUrl: '' },
      { name: 'Savannah Louie, Jr.', age: 31, occupation: 'Reporter', tribe: 'Kalo', imageUrl: '' },
      { name: 'Jeanine Zheng', age: 33, occupation: 'UX designer', tribe: 'Vatu', imageUrl: '' },
      { name: 'Ross Kalicki', age: 33, occupation: 'Doctor', tribe: 'Cila', imageUrl: '' },
    ]);
    const season = (await t.request<Castaway[]>('GET', '/api/castaways/50')).body;
    expect(season).toEqual([...sampleCast, ...saved.body]);
    const tribes = (await t.request<TribesAt>('GET', '/api/castaways/50/tribes?episode=1')).body;
    expect(saved.body.map((c) => tribes[c.id])).toEqual(['Vatu', 'Kalo', 'Vatu', 'Cila']);

    // Re-imported, as a file upload this time: the same castaways, no new event.
    const eventsBefore = await events();
    const again = await importFile<Castaway[]>(CAST);
    expect(again).toEqual({ status: 200, body: saved.body });
    expect(await events()).toBe(eventsBefore);
    const preview = await importFile<CastImportPreview>(CAST, '?dryRun=true');
    expect(preview.body.counts).toEqual({ add: 0, update: 0, unchanged: 4 });
  });

  it('a corrected file updates the castaways it matches by name and adds the new ones', async () => {
    const corrected = `${CAST.replace('Ross Kalicki,33', 'ross kalicki,34')}\r\nKalo,Sophie Segreti,31,Strategy director`;
    const preview = await importCsv<CastImportPreview>(corrected, '?dryRun=true');
    expect(preview.body.counts).toEqual({ add: 1, update: 1, unchanged: 3 });
    const eventsBefore = await events();
    const saved = await importCsv<Castaway[]>(corrected);
    expect(saved.status).toBe(200);
    expect(saved.body[3]).toMatchObject({ name: 'ross kalicki', age: 34, tribe: 'Cila' });
    expect(await events()).toBe(eventsBefore + 2);
    // A late addition on a tribe of the season spells it as the season does.
    const late = await importCsv<CastImportPreview>(
      'name,age,occupation,tribe\nLate Arrival,30,Chef,VATU',
      '?dryRun=true',
    );
    expect(late.body.rows[0].problems).toEqual([M.tribeSpellingInSeason('Vatu', 50)]);
    // The read tables are what the events say: a rebuild gives the same cast.
    const live = (await t.request<Castaway[]>('GET', '/api/castaways/50')).body;
    await t.app.get(ProjectionRebuilder).rebuild();
    expect((await t.request<Castaway[]>('GET', '/api/castaways/50')).body).toEqual(live);
  });
  it('a season with no league yet: its imported castaways are edited by season, keeping their initials', async () => {
    const cast = (await t.request<Castaway[]>('GET', '/api/castaways/50')).body;
    const kyle = cast.find((c) => c.name === 'Kyle Ostwald') as Castaway;
    const { id, season: _season, ...fields } = kyle;
    const edited = await t.request<Castaway>('PUT', `/api/seasons/50/castaways/${id}`, {
      headers: admin,
      body: { ...fields, age: 32, imageUrl: '' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, age: 32, imageUrl: '' });
    // A castaway who has a picture keeps needing one: the spec's five fields.
    const drawn = cast.find((c) => c.imageUrl !== '') as Castaway;
    const { id: drawnId, season: _s, ...drawnFields } = drawn;
    const cleared = await t.request<{ message: string }>('PUT', `/api/seasons/50/castaways/${drawnId}`, {
      headers: admin,
      body: { ...drawnFields, imageUrl: '' },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.message).toBe(CASTAWAY_FIELDS_REQUIRED);

    const added = await t.request<Castaway[]>('POST', '/api/seasons/50/castaways', {
      headers: admin,
      body: { name: 'Late Arrival', age: 30, occupation: 'Chef', tribe: 'Vatu', imageUrl: '/castaways/x.svg' },
    });
    expect(added.status).toBe(201);
    expect(added.body[0]).toMatchObject({ season: 50, name: 'Late Arrival' });
    // Another season does not hold that castaway; a season that does not exist is a 404 too.
    const elsewhere = await t.request('DELETE', `/api/seasons/49/castaways/${added.body[0].id}`, { headers: admin });
    expect(elsewhere.status).toBe(404);
    const nowhere = await t.request('POST', '/api/seasons/777/castaways', { headers: admin, body: fields });
    expect(nowhere.status).toBe(404);
    const removed = await t.request('DELETE', `/api/seasons/50/castaways/${added.body[0].id}`, { headers: admin });
    expect(removed.status).toBe(200);
    const after = (await t.request<Castaway[]>('GET', '/api/castaways/50')).body;
    expect(after).toEqual(cast.map((c) => (c.id === id ? { ...c, age: 32 } : c)));
  });
});
