import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLeague, setUpTestApp } from '../support/test-app';

let leagueId: string;
let admin: Record<string, string>;

const t = setUpTestApp('seasons_fuzz');
beforeAll(async () => {
  leagueId = await createLeague(t, { leagueName: 'Fuzz Seasons' });
  admin = { authorization: `Bearer ${await t.adminToken()}` };
});

/** Anything a client could put where a season's field goes: numbers of every kind, text, dates, nulls, objects. */
const anyValue = fc.oneof(
  fc.integer({ min: -2000, max: 2000 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, 1, 2, 14, 20, 21, 999, 1000, 2 ** 31, -1, 1e308),
  fc.string({ maxLength: 20 }),
  fc.constantFrom('2026-09-23', '2026-02-30', '2026-9-3', '23/09/2026', '', ' ', 'null', '１２'),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const seasonBody = fc.record(
  { number: anyValue, title: anyValue, premiere: anyValue, episodes: anyValue, extra: anyValue },
  { requiredKeys: [] },
);
/** A season as a path segment: in range or not, not a number, encoded oddly. */
const seasonSegment = fc.oneof(
  fc.integer({ min: -5, max: 1005 }).map(String),
  fc.constantFrom('49', '50', '0', '1000', '1e2', '0x31', '49.5', '%20', 'NaN', '-0', '００'),
  fc.string({ minLength: 1, maxLength: 8 }).map(encodeURIComponent),
);

/** Every answer is a 2xx or a 4xx with a message: never a 5xx. */
function expectNo5xx(where: string, answer: { status: number; body: unknown }) {
  expect(answer.status, where).toBeLessThan(500);
  if (answer.status >= 400) expect(typeof (answer.body as { message?: unknown })?.message, where).toBe('string');
}

describe('the season routes under random input', () => {
  it('POST /api/seasons and PATCH /api/seasons/{n} never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(seasonBody, seasonSegment, async (body, segment) => {
        const opened = await t.request('POST', '/api/seasons', { headers: admin, body });
        expectNo5xx(`POST /api/seasons ${JSON.stringify(body)}`, opened);
        const edited = await t.request('PATCH', `/api/seasons/${segment}`, { headers: admin, body });
        expectNo5xx(`PATCH /api/seasons/${segment} ${JSON.stringify(body)}`, edited);
      }),
      { numRuns: 100, seed: 19 },
    );
    // Whatever was opened is listed, and the list still answers.
    const list = await t.request<unknown[]>('GET', '/api/seasons');
    expect(list.status).toBe(200);
  });

  it('every route that names a season, and POST /api/leagues/{id}/continue, never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(seasonSegment, anyValue, async (segment, season) => {
        for (const [method, path, body] of [
          ['GET', `/api/seasons/${segment}/schedule`, undefined],
          ['PUT', `/api/seasons/${segment}/schedule`, { 1: '2026-09-24T00:00:00.000Z' }],
          ['GET', `/api/scores/${segment}`, undefined],
          ['GET', `/api/scores/${segment}/2`, undefined],
          ['GET', `/api/castaways/${segment}`, undefined],
          ['GET', `/api/castaways/${segment}/tribes?episode=${segment}`, undefined],
          ['GET', `/api/leagues/${leagueId}/standings?season=${segment}`, undefined],
          ['POST', '/api/leagues', { leagueName: 'F', password: 'p-pool', commissionerName: 'J', season }],
          ['POST', `/api/leagues/${leagueId}/continue`, { season }],
        ] as const) {
          expectNo5xx(
            `${method} ${path} ${JSON.stringify(body)}`,
            await t.request(method, path, { headers: admin, body }),
          );
        }
      }),
      { numRuns: 40, seed: 51 },
    );
  });
});
