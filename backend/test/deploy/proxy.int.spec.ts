import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { LIVE_EVENTS, SeasonScoresMessage } from '@tribal/contracts';
import { io, Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tools/throwaway-servers.mjs';
import { METRICS_REFUSED } from '../../src/operations/metrics/metrics.http.controller';
import { type AppProcess, READY_LINE, REPO_ROOT, startAppProcess } from '../support/app-process';
import { createTestDatabase, TEST_REDIS_URL, uniqueRedisPrefix } from '../support/database';
import { type LocalProxy, startLocalProxy } from '../support/nginx';

const ADMIN_PASSWORD = 'three-replicas-one-proxy';
const REPLICAS = 3;
const SCRIPT = `console.log(${JSON.stringify('episode night '.repeat(300))});`;

const PAGE = `<!doctype html><title>Tribal Pool</title><div id="root"></div>${'<!-- the app shell -->'.repeat(40)}`;
const PORTRAIT = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${'<circle r="8"/>'.repeat(60)}</svg>`;
const MANIFEST = JSON.stringify({ name: 'Tribal Pool', description: 'the pool in your pocket '.repeat(30) });

/** A built web app as `vite build` leaves it: each file beside its `.br` and `.gz`. */
function writeWebApp(dist: string): void {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'castaways', 's49'), { recursive: true });
  for (const [name, text] of [
    ['index.html', PAGE],
    ['assets/index-Pr0xy123.js', SCRIPT],
    ['manifest.webmanifest', MANIFEST],
    ['sw.js', SCRIPT],
    ['castaways/s49/avery-brooks.svg', PORTRAIT],
  ]) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
}

/** A GET with exactly these headers, through the proxy (fetch would add its own Accept-Encoding and decode). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(url, { headers }, (res) => {
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

describe('three app processes behind the compose file’s nginx', () => {
  let dir: string;
  let proxyUrl: string;
  let proxy: LocalProxy;
  let dropDatabase: () => Promise<void>;
  const replicas: AppProcess[] = [];
  const appPorts: number[] = [];
  const viewers: Socket[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tp-proxy-'));
    chmodSync(dir, 0o755); // nginx's workers run as `nobody` when its master is root
    const database = await createTestDatabase('proxy');
    dropDatabase = database.drop;
    const redisPrefix = uniqueRedisPrefix('proxy');
    writeWebApp(join(dir, 'web-app'));
    for (let i = 0; i < REPLICAS; i++) appPorts.push(await freePort());
    for (const port of appPorts) {
      replicas.push(
        startAppProcess({
          env: {
            PORT: String(port),
            DATABASE_URL: database.url,
            REDIS_URL: TEST_REDIS_URL,
            REDIS_PREFIX: redisPrefix,
            ADMIN_PASSWORD,
            DATA_DIR: join(dir, `data-${port}`),
            FRONTEND_DIST: join(dir, 'web-app'),
          },
        }),
      );
    }
    await Promise.all(replicas.map((replica) => replica.waitFor(READY_LINE)));

    proxy = await startLocalProxy(dir, appPorts);
    proxyUrl = proxy.url;
  }, 90_000);

  afterAll(async () => {
    for (const viewer of viewers) viewer.disconnect();
    proxy?.stop();
    await Promise.all(replicas.map((replica) => replica.stop()));
    await dropDatabase?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('docker-compose.yml is valid, and the proxy is the only service that publishes a port', () => {
    const resolved = execFileSync('docker-compose', ['config'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ADMIN_PASSWORD: 'x' },
      encoding: 'utf8',
    });
    const publishing = resolved
      .split(/\n(?= {2}\S)/)
      .filter((service) => /\n {4}ports:/.test(service))
      .map((service) => service.trim().split(':')[0]);
    expect(publishing).toEqual(['proxy']);
    expect(resolved).toContain('/etc/nginx/nginx.conf:ro');
  });

  it('one score save through the proxy reaches live viewers on every process', async () => {
    // Three viewers connected through nginx in turn: its round robin gives each a different process.
    for (let i = 0; i < REPLICAS; i++) {
      const viewer = io(`${proxyUrl}/live`, { transports: ['websocket'], forceNew: true });
      viewers.push(viewer);
      await new Promise<void>((resolve, reject) => {
        viewer.once('connect', () => resolve());
        viewer.once('connect_error', reject);
      });
      const ack = await viewer.timeout(5000).emitWithAck(LIVE_EVENTS.subscribeSeason, { season: 49 });
      expect(ack).toMatchObject({ ok: true });
    }
    const heard = viewers.map(
      (viewer) =>
        new Promise<SeasonScoresMessage>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no season-scores message within 5 s')), 5000);
          viewer.once(LIVE_EVENTS.seasonScores, (message: SeasonScoresMessage) => {
            clearTimeout(timer);
            resolve(message);
          });
        }),
    );

    const login = await fetch(`${proxyUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const saved = await fetch(`${proxyUrl}/api/scores/49/2`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ 49001: { tribeImmunityWins: 1 } }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await Promise.all(heard)).toEqual(Array(REPLICAS).fill({ season: 49, episode: 2 }));

    // nginx logs a WebSocket when it closes: the three live sockets went to three different processes.
    for (const viewer of viewers) viewer.disconnect();
    const upstreams = async () =>
      proxy
        .accessLog()
        .filter((line) => line.startsWith('/socket.io/'))
        .map((line) => line.split(' ')[1]);
    const until = Date.now() + 5000;
    while ((await upstreams()).length < REPLICAS && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(new Set(await upstreams())).toEqual(new Set(appPorts.map((port) => `127.0.0.1:${port}`)));
  });

  it('GET /metrics through the proxy is refused: nginx passes it on from loopback, but as a proxied request', async () => {
    // Whatever a visitor sends, nginx adds X-Forwarded-For; the app refuses any proxied scrape without the token.
    const visitors: Array<Record<string, string>> = [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ];
    for (const headers of visitors) {
      const answer = await fetch(`${proxyUrl}/metrics`, { headers });
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(await answer.json()).toEqual({ message: METRICS_REFUSED });
    }
  });

  it('nginx serves the web app from its own disk, precompressed (gzip), hashed files kept a year, pages revalidated', async () => {
    const asset = `${proxyUrl}/assets/index-Pr0xy123.js`;
    // Debian's nginx (and the nginx image) has no brotli module: a browser that takes both gets the .gz file.
    const compressed = await rawGet(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(compressed.body.equals(readFileSync(join(dir, 'web-app', 'assets/index-Pr0xy123.js.gz')))).toBe(true);
    expect(gunzipSync(compressed.body).toString()).toBe(SCRIPT);
    const plain = await rawGet(asset, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);

    // A page of the single-page app is index.html, revalidated on each use; so are the service worker and manifest.
    const page = await rawGet(`${proxyUrl}/league/some-league`, { 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toBe(PAGE);
    expect((await rawGet(`${proxyUrl}/`, {})).body.toString()).toBe(PAGE);
    const worker = await rawGet(`${proxyUrl}/sw.js`, { 'accept-encoding': 'gzip' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(worker.body).toString()).toBe(SCRIPT);
    const manifest = await rawGet(`${proxyUrl}/manifest.webmanifest`, {});
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.body.toString()).toBe(MANIFEST);

    // A sample cast's portrait is kept a day, as the app process keeps it; one that is not there is a 404.
    const portrait = await rawGet(`${proxyUrl}/castaways/s49/avery-brooks.svg`, { 'accept-encoding': 'gzip' });
    expect(portrait.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(portrait.headers['content-type']).toBe('image/svg+xml');
    expect(gunzipSync(portrait.body).toString()).toBe(PORTRAIT);
    expect((await rawGet(`${proxyUrl}/castaways/s49/nobody.svg`, {})).status).toBe(404);

    // A chunk that is gone is a 404 (never the page, never kept a year).
    const gone = await rawGet(`${proxyUrl}/assets/index-Gone0000.js`, {});
    expect(gone.status).toBe(404);
    expect(gone.headers['cache-control']).toBeUndefined();

    // None of it reached an app process; the API still does.
    const health = await rawGet(`${proxyUrl}/api/health`, {});
    expect(health.status).toBe(200);
    // nginx logs a request once it has answered it: the last one may be a moment behind.
    const until = Date.now() + 5000;
    while (!proxy.accessLog().some((line) => line.startsWith('/api/health ')) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const served = proxy.accessLog().map((line) => line.split(' '));
    const upstreamOf = (uri: string) => served.filter(([logged]) => logged === uri).map(([, upstream]) => upstream);
    for (const uri of ['/assets/index-Pr0xy123.js', '/league/some-league', '/', '/sw.js', '/manifest.webmanifest']) {
      expect(upstreamOf(uri).length, uri).toBeGreaterThan(0);
      expect(new Set(upstreamOf(uri)), uri).toEqual(new Set(['-']));
    }
    expect(appPorts.map((port) => `127.0.0.1:${port}`)).toContain(upstreamOf('/api/health')[0]);
  });
});
