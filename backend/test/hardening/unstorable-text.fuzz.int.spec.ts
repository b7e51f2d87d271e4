import { MESSAGES, PICK_MESSAGES, UNSTORABLE_TEXT_MESSAGE } from '@tribal/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, Route } from '../support/list-routes';
import { createLeague, joinBody, joinLeague, setUpTestApp } from '../support/test-app';

let leagueId: string;
let entryToken: string;
let headers: Record<string, string>;

const t = setUpTestApp('unstorable_fuzz');
beforeAll(async () => {
  leagueId = await createLeague(t, { leagueName: 'Fuzz League' });
  entryToken = await joinLeague(t, leagueId, 'Fuzzy');
  // Signed in as the admin and as a member, so a refusal comes from the input, not from a missing credential.
  headers = { authorization: `Bearer ${await t.adminToken()}`, 'x-entry-token': entryToken };
});

/** Everything a request could have changed: every table's row count and the event store's last position. */
async function stateOfTheWorld(): Promise<string> {
  const { rows: tables } = await t.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('migrations', 'admin_sessions')
     ORDER BY 1`,
  );
  const counts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await t.query(`SELECT count(*)::int AS n FROM "${name}"`);
    counts.push(`${name}=${rows[0].n}`);
  }
  return counts.join(' ');
}

/** Text PostgreSQL cannot store: a NUL or a lone UTF-16 surrogate somewhere inside otherwise ordinary text. */
const unstorable = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\uDBFF', '\u0000\u0000'),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** Percent-encodes for a URL; a lone surrogate goes as its raw (invalid UTF-8) bytes, as a crafted client could. */
function encodeForUrl(text: string): string {
  return Array.from(text)
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
      }
      return encodeURIComponent(ch);
    })
    .join('');
}

/** Plausible values for a route's path parameters, so the request reaches what the route does with its input. */
function fillPath(route: Route, override?: { param: number; value: string }): string {
  let index = 0;
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const i = index++;
    if (override && override.param === i) return override.value;
    if (name === 'leagueId') return leagueId;
    if (name === 'userName') return 'Fuzzy';
    if (name === 'season') return '49';
    if (name === 'email') return 'fuzzy%40example.com';
    return '1';
  });
}

const FIELDS = ['userName', 'email', 'password', 'code', 'subject', 'body', 'name', 'leagueName', 'realName', 'token'];

type Placement = { where: 'path' | 'query' | 'body'; field: string; text: string; paramPick: number };

const placement: fc.Arbitrary<Placement> = fc.record({
  where: fc.constantFrom('path', 'query', 'body'),
  field: fc.constantFrom(...FIELDS),
  text: unstorable,
  paramPick: fc.nat(),
});

async function send(route: Route, p: Placement) {
  const params = (route.path.match(/:\w+/g) ?? []).length;
  let path = fillPath(route);
  let query = '';
  let body: Record<string, unknown> | undefined = route.method === 'GET' ? undefined : { [p.field]: 'ok' };
  if (p.where === 'path') {
    path = params
      ? fillPath(route, { param: p.paramPick % params, value: encodeForUrl(p.text) })
      : `${path}/${encodeForUrl(p.text)}`;
  } else if (p.where === 'query' || !body) {
    query = `?${p.field}=${encodeForUrl(p.text)}`;
  } else {
    body = { ...body, [p.field]: p.text, nested: [{ [p.field]: p.text }] };
  }
  return t.request<{ message?: unknown }>(route.method, `${path}${query}`, { headers, body });
}

describe('text PostgreSQL cannot store, anywhere in a request', () => {
  it('every route answers a 4xx with { message } and changes nothing (property-based, over every route)', async () => {
    const routes = listRoutes(t.app);
    expect(routes.length).toBeGreaterThan(30);
    const before = await stateOfTheWorld();
    const answers = new Map<number, number>();
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(placement, async (p) => {
          const response = await send(route, p);
          answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
          const where = `${route.method} ${route.path} with ${JSON.stringify(p)}`;
          expect(response.status, where).toBeGreaterThanOrEqual(400);
          expect(response.status, where).toBeLessThan(500);
          expect(typeof response.body?.message, where).toBe('string');
        }),
        { numRuns: 12, seed: 11 },
      );
    }
    expect(await stateOfTheWorld()).toBe(before);
    // Almost every refusal is the one for unstorable text (the rest: a path the router could not decode).
    expect(answers.get(400)).toBeGreaterThan(routes.length * 10);
  });

  it('the lookup that answered 500 before (a NUL reaching PostgreSQL) answers 400 with the reason', async () => {
    const response = await t.request<{ message: string }>('GET', '/api/users/by-email/%00', { headers });
    expect(response).toMatchObject({ status: 400, body: { message: UNSTORABLE_TEXT_MESSAGE } });
    const join = await t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/join`, {
      body: {
        userName: 'Nul\u0000l',
        survivorName: 'x',
        realName: 'x',
        email: 'n@example.com',
        paymentMethod: 'Venmo',
      },
    });
    expect(join).toMatchObject({ status: 400, body: { message: UNSTORABLE_TEXT_MESSAGE } });
  });

  it('a multipart form field with a NUL is refused too (problem reports)', async () => {
    const form = new FormData();
    form.set('user_name', 'Nul\u0000Reporter');
    form.set('user_email', 'reporter@example.com');
    form.set('description', 'Something broke');
    const response = await fetch(`${t.baseUrl}/api/reports`, {
      method: 'POST',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });
});

/**
 * Letters whose case folds differently in JavaScript and PostgreSQL (İ, U+0130, is "i" to one and "i" + U+0307 to
 * the other), letters other letters fold to (ß / ẞ / SS, the Kelvin sign and K, the Ångström sign and Å), final
 * sigma, the ﬁ ligature, and letters Unicode writes two ways (é composed, or e + a combining acute): each with the
 * look-alikes a second joiner could try.
 */
const LOOK_ALIKES: Record<string, string[]> = {
  İ: ['i', 'I', 'i\u0307', 'ı'],
  ß: ['SS', 'ss', 'ẞ'],
  '\u212A': ['k', 'K'],
  '\u212B': ['Å', 'å', 'a\u030A'],
  é: ['e\u0301', 'E\u0301', 'É'],
  Σ: ['σ', 'ς'],
  ﬁ: ['fi', 'FI'],
  ota: ['OTA', 'o\u0308ta'],
  Bob: ['bob', 'BOB', 'Bo\u0307b'],
};
/** A name of such letters and, from the same pieces, one to three look-alikes of it. */
const lookAlikeNames = fc
  .array(fc.tuple(fc.constantFrom(...Object.keys(LOOK_ALIKES)), fc.array(fc.nat(), { minLength: 3, maxLength: 3 })), {
    minLength: 1,
    maxLength: 5,
  })
  .chain((pieces) =>
    fc.integer({ min: 1, max: 3 }).map((twins) => {
      const original = pieces.map(([piece]) => piece).join('');
      const lookAlikes = Array.from({ length: twins }, (_, twin) =>
        pieces
          .map(([piece, picks]) => [piece, ...LOOK_ALIKES[piece]][picks[twin] % (LOOK_ALIKES[piece].length + 1)])
          .join(''),
      );
      return [...new Set([original, ...lookAlikes])];
    }),
  );
/** The same name as another request might write it. */
const spellings = (name: string) => [
  name,
  name.toUpperCase(),
  name.toLowerCase(),
  name.normalize('NFD'),
  name.normalize('NFC'),
];

describe('member names in any letter case and Unicode form', () => {
  it('joining and picking never answer 5xx, and each member’s own pick lands on their own entry (property-based)', async () => {
    await fc.assert(
      fc.asyncProperty(lookAlikeNames, async (names) => {
        const league = await createLeague(t, { leagueName: 'Unicode Fuzz' });
        const joins = await Promise.all(
          names.map((userName, i) =>
            t.request<{ message: string; entryToken: string }>('POST', `/api/leagues/${league}/join`, {
              body: joinBody(`m${i}`, { userName, survivorName: userName }),
            }),
          ),
        );
        const where = JSON.stringify(names);
        for (const join of joins) {
          expect([201, 409], `${where}: ${JSON.stringify(join.body)}`).toContain(join.status);
          if (join.status === 409) expect(join.body.message).toBe(MESSAGES.userNameTaken);
        }
        const members = names.flatMap((name, i) =>
          joins[i].status === 201 ? [{ name, token: joins[i].body.entryToken }] : [],
        );
        expect(members.length, where).toBeGreaterThan(0);
        // Every spelling of every name, each with every member's token, all at once (one pick batch or a few). A
        // token's owner always picks their own castaway: whichever entry a spelling opens, only its token can.
        const picks = members.flatMap((member, m) =>
          members.flatMap((other, o) =>
            spellings(member.name).map((userName) => ({ userName, own: o === m, token: other.token, m, o })),
          ),
        );
        const answers = await Promise.all(
          picks.map((p) =>
            t.request<{ message: string }>('POST', `/api/leagues/${league}/elimination-pick`, {
              headers: { 'x-entry-token': p.token },
              body: { userName: p.userName, episode: 6, castawayId: 49001 + p.o },
            }),
          ),
        );
        for (const [i, answer] of answers.entries()) {
          const asked = `${where}: ${JSON.stringify(picks[i])} -> ${answer.status} ${JSON.stringify(answer.body)}`;
          expect(answer.status, asked).toBeLessThan(500);
          expect(typeof answer.body?.message, asked).toBe('string');
          if (picks[i].own && picks[i].userName === members[picks[i].m].name) {
            expect([PICK_MESSAGES.submitted, PICK_MESSAGES.updated], asked).toContain(answer.body.message);
          }
        }
        const listed = await t.request<Record<string, Record<string, number>>>(
          'GET',
          `/api/leagues/${league}/elimination-picks`,
          { headers: { authorization: headers.authorization } },
        );
        expect(
          members.map((member) => listed.body[member.name]?.[6]),
          where,
        ).toEqual(members.map((_, m) => 49001 + m));
      }),
      // A failing run is reported as found: shrinking one costs a league and dozens of requests per step.
      { numRuns: 20, seed: 24, endOnFailure: true },
    );
  }, 120_000);
});
