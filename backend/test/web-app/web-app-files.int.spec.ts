import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../support/test-app';

// A small build of the web app, as `vite build` leaves it: each file beside its `.br` and `.gz`.
const dist = mkdtempSync(join(tmpdir(), 'tp-web-app-'));
const INDEX = '<!doctype html><html><head><title>Tribal Pool</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('the pool in your pocket '.repeat(200))});`;
const PORTRAIT = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${'<circle r="8"/>'.repeat(60)}</svg>`;
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, 'castaways', 's49'), { recursive: true });
for (const [name, text] of [
  ['index.html', INDEX],
  ['assets/index-B4dq9x1Z.js', SCRIPT],
  ['castaways/s49/avery-brooks.svg', PORTRAIT],
]) {
  writeFileSync(join(dist, name), text);
  writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
  writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = setUpTestApp('web-app-files', { frontendDist: dist });

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode the answer). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${app.baseUrl}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the web app’s files reach a phone compressed, and a repeat visit asks nothing of the hashed ones', () => {
  it('a browser that takes brotli gets the hashed script as brotli, kept for a year', async () => {
    // Chrome's own Accept-Encoding lists gzip first: brotli is still chosen, being the smaller.
    const answer = await get('/assets/index-B4dq9x1Z.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('a browser that takes only gzip gets gzip', async () => {
    const answer = await get('/assets/index-B4dq9x1Z.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('a client that takes no encoding (or refuses brotli and gzip) gets the file as it is', async () => {
    const choices: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of choices) {
      const answer = await get('/assets/index-B4dq9x1Z.js', headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it('index.html, and every route of the app, is revalidated on each visit (no-cache) and compressed too', async () => {
    for (const path of ['/', '/league/1f0c3d1e-1111-4aaa-8bbb-123456789abc', '/join?league=x']) {
      const answer = await get(path, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(answer.body).toString(), path).toBe(INDEX);
      // The page's security headers (helmet) are on the page itself.
      expect(answer.headers['content-security-policy'], path).toContain("default-src 'self'");
    }
  });

  it('a sample cast’s portrait is kept a day, then used while it is revalidated, so a repeat visit asks nothing', async () => {
    const answer = await get('/castaways/s49/avery-brooks.svg', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(PORTRAIT);
    // An SVG opened on its own is a document: it keeps the pages' security headers.
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('a hashed asset that is not there answers 404, not index.html; an unknown API path keeps its JSON 404', async () => {
    const asset = await get('/assets/index-Gone1234.js', { 'accept-encoding': 'br' });
    expect(asset.status).toBe(404);
    expect(asset.body.toString()).not.toContain('<html');
    const api = await get('/api/no-such-thing');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toHaveProperty('message');
  });
});
