import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../support/test-app';

let admin: Record<string, string>;
/** Small real images, whole or mangled, so that the fuzz also reaches the image library, not only the first check. */
let seeds: Buffer[];

const t = setUpTestApp('cast_photos_fuzz');
beforeAll(async () => {
  admin = { authorization: `Bearer ${await t.adminToken()}` };
  const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#c84' } });
  seeds = await Promise.all([
    base.clone().jpeg().toBuffer(),
    base.clone().png().toBuffer(),
    base.clone().webp().toBuffer(),
  ]);
});

/** Whatever the request, the answer is a 2xx, or a 4xx with a message: never a 5xx. */
function expectNoServerError(status: number, body: unknown, where: string) {
  expect(status, where).toBeLessThan(500);
  if (status >= 400) expect(typeof (body as { message?: unknown })?.message, where).toBe('string');
}

async function answer(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** CSV-like text: the header words, separators, quotes, line ends, numbers, a BOM and any other text, mixed. */
const csvText = fc
  .array(
    fc.array(
      fc.oneof(
        fc.constantFrom('name', 'Age', 'OCCUPATION', 'tribe', 'Vatu', '31', '0', '-1', '1e3', '', ' ', '\uFEFF'),
        fc.constantFrom('"', '""', ',', ';', '\t', '\n', '\r\n', '\r', '\u0085', '\u2028'),
        fc.string({ maxLength: 20 }),
        fc.string({ unit: 'grapheme', maxLength: 10 }),
      ),
      { maxLength: 8 },
    ),
    { maxLength: 12 },
  )
  .map((rows) => rows.map((fields) => fields.join(',')).join('\n'));

const seasonParam = fc.oneof(
  fc.constantFrom('49', '50', '51', '0', '-1', '999999999999', '4.9', 'x', '%20'),
  fc.nat().map(String),
);
const dryRun = fc.option(fc.constantFrom('true', 'false', 'TRUE', '1', ''), { nil: undefined });
const contentType = fc.constantFrom(
  'text/csv',
  'text/csv; charset=utf-8',
  'TEXT/CSV',
  'text/plain',
  'application/json',
  'application/octet-stream',
  'multipart/form-data; boundary=fuzz',
);

describe('the cast import and photo routes, fuzzed', () => {
  it('POST /api/seasons/{n}/cast answers any body, type and query without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(seasonParam, dryRun, contentType, csvText, async (season, dry, type, csv) => {
        const query = dry === undefined ? '' : `?dryRun=${encodeURIComponent(dry)}`;
        const response = await fetch(`${t.baseUrl}/api/seasons/${season}/cast${query}`, {
          method: 'POST',
          headers: { ...admin, 'content-type': type },
          body: csv,
        });
        expectNoServerError(
          response.status,
          await answer(response),
          `${season} ${query} ${type} ${JSON.stringify(csv)}`,
        );
      }),
      { numRuns: 150, seed: 19 },
    );
  });

  it('the cast file as an upload: any bytes, under any field name, without a 5xx', async () => {
    const bytes = fc.oneof(
      csvText.map((text) => Buffer.from(text)),
      fc.uint8Array({ maxLength: 600 }).map((b) => Buffer.from(b)),
    );
    await fc.assert(
      fc.asyncProperty(bytes, fc.constantFrom('file', 'photo', 'csv'), dryRun, async (content, field, dry) => {
        const form = new FormData();
        form.set(field, new Blob([content], { type: 'text/csv' }), 'cast.csv');
        const query = dry === undefined ? '' : `?dryRun=${encodeURIComponent(dry)}`;
        const response = await fetch(`${t.baseUrl}/api/seasons/50/cast${query}`, {
          method: 'POST',
          headers: admin,
          body: form,
        });
        expectNoServerError(response.status, await answer(response), `${field} ${query} ${content.toString('hex')}`);
      }),
      { numRuns: 80, seed: 19 },
    );
  });

  it('PUT /api/castaways/{id}/photo answers any bytes, mangled images and declared types without a 5xx', async () => {
    const mangled = fc
      .tuple(fc.nat({ max: 2 }), fc.array(fc.tuple(fc.nat(), fc.nat({ max: 255 })), { maxLength: 6 }), fc.nat())
      .map(([which, flips, cut]) => {
        const bytes = Buffer.from(seeds[which]);
        for (const [at, value] of flips) bytes[at % bytes.length] = value;
        return cut % 3 === 0 ? bytes.subarray(0, cut % bytes.length) : bytes;
      });
    const content = fc.oneof(
      mangled,
      fc.uint8Array({ maxLength: 400 }).map((b) => Buffer.from(b)),
    );
    const type = fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'text/plain', '');
    const id = fc.oneof(
      fc.constantFrom('49001', '49002', '49999', '0', 'x', '-5', '99999999999'),
      fc.nat().map(String),
    );
    await fc.assert(
      fc.asyncProperty(id, content, type, async (castawayId, bytes, declared) => {
        const form = new FormData();
        form.set('photo', new Blob([bytes], { type: declared }), 'photo');
        const response = await fetch(`${t.baseUrl}/api/castaways/${castawayId}/photo`, {
          method: 'PUT',
          headers: admin,
          body: form,
        });
        expectNoServerError(
          response.status,
          await answer(response),
          `${castawayId} ${declared} ${bytes.toString('hex')}`,
        );
      }),
      { numRuns: 120, seed: 19 },
    );
  });

  it('GET /api/castaways/{id}/photo answers any id, version and If-None-Match without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom('49001', '49002', '1', 'x', '1e9'), fc.nat().map(String)),
        fc.option(fc.oneof(fc.string({ maxLength: 70 }), fc.stringMatching(/^[0-9a-f]{64}$/)), { nil: undefined }),
        fc.option(
          fc.string({ maxLength: 200 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
          { nil: undefined },
        ),
        async (castawayId, version, ifNoneMatch) => {
          const query = version === undefined ? '' : `?v=${encodeURIComponent(version)}`;
          const response = await fetch(`${t.baseUrl}/api/castaways/${castawayId}/photo${query}`, {
            headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch },
            redirect: 'manual',
          });
          const body = response.status === 200 || response.status === 304 ? {} : await answer(response);
          expect(response.status, `${castawayId}${query}`).toBeLessThan(500);
          if (response.status >= 400) expectNoServerError(response.status, body, `${castawayId}${query}`);
        },
      ),
      { numRuns: 150, seed: 19 },
    );
  });
  it('adding, editing and deleting castaways by season answers any season, id and body without a 5xx', async () => {
    const field = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.constant(null), fc.constant(''));
    const fields = fc.record(
      {
        name: fc.oneof(field, fc.constantFrom('Ann Lee', ' ', 'A'.repeat(81))),
        age: fc.oneof(field, fc.constantFrom(0, 30, 121, '31', 'forty')),
        occupation: field,
        tribe: fc.oneof(field, fc.constant('Vatu')),
        imageUrl: fc.oneof(field, fc.constantFrom('', '/castaways/x.svg', 'javascript:alert(1)', 'https://x.y/z.png')),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(fields, fc.array(fields, { maxLength: 4 }), fc.constantFrom(null, 'x', 7, []));
    const id = fc.oneof(
      fc.constantFrom('49001', '50001', '49999', '0', 'x', '-5', '99999999999'),
      fc.nat().map(String),
    );
    const method = fc.constantFrom('POST', 'PUT', 'DELETE');
    await fc.assert(
      fc.asyncProperty(method, seasonParam, id, body, async (verb, season, castawayId, json) => {
        const path =
          verb === 'POST' ? `/api/seasons/${season}/castaways` : `/api/seasons/${season}/castaways/${castawayId}`;
        const response = await fetch(`${t.baseUrl}${path}`, {
          method: verb,
          headers: { ...admin, 'content-type': 'application/json' },
          body: verb === 'DELETE' ? undefined : JSON.stringify(json),
        });
        expectNoServerError(response.status, await answer(response), `${verb} ${path} ${JSON.stringify(json)}`);
      }),
      { numRuns: 150, seed: 19 },
    );
  });
});
