import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIVE_EVENTS, SeasonScoresMessage } from '@tribal/contracts';
import { io, Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, freePort, READY_LINE, REPO_ROOT, startAppProcess } from '../support/app-process';
import { createTestDatabase, TEST_REDIS_URL, uniqueRedisPrefix } from '../support/database';

const NGINX = '/usr/sbin/nginx';
const ADMIN_PASSWORD = 'three-replicas-one-proxy';
const REPLICAS = 3;

/**
 * The compose file's proxy configuration, unchanged but for what only Docker provides: the replicas' addresses
 * (Docker's DNS answers `app` with all of them), the port, file locations, and one worker so that round robin
 * is one rotation that the test can rely on. Every change must match, so the file cannot drift from the test.
 */
function localProxyConfig(dir: string, listenPort: number, appPorts: number[]): string {
  const compose = readFileSync(join(REPO_ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const replace = (text: string, from: string, to: string) => {
    expect(text.split(from), `deploy/nginx.conf holds "${from}" once`).toHaveLength(2);
    return text.replace(from, to);
  };
  let conf = replace(
    compose,
    'worker_processes auto;',
    `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;`,
  );
  conf = replace(
    conf,
    '    server app:3000 max_fails=0;',
    appPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n'),
  );
  conf = replace(conf, '    listen 80;', `    listen 127.0.0.1:${listenPort};`);
  conf = replace(
    conf,
    'http {',
    [
      'http {',
      '  log_format upstream "$request_uri $upstream_addr";',
      `  access_log ${dir}/access.log upstream;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
    ].join('\n'),
  );
  const path = join(dir, 'nginx.conf');
  writeFileSync(path, conf);
  return path;
}

function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with ${child.exitCode}`));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        if (Date.now() > until) reject(new Error(`nothing listens on ${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

describe('three app processes behind the compose file’s nginx', () => {
  let dir: string;
  let proxyUrl: string;
  let nginx: ChildProcess;
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
          },
        }),
      );
    }
    await Promise.all(replicas.map((replica) => replica.waitFor(READY_LINE)));

    const proxyPort = await freePort();
    const config = localProxyConfig(dir, proxyPort, appPorts);
    nginx = spawn(NGINX, ['-c', config, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    await waitForPort(proxyPort, nginx);
    proxyUrl = `http://127.0.0.1:${proxyPort}`;
  }, 90_000);

  afterAll(async () => {
    for (const viewer of viewers) viewer.disconnect();
    nginx?.kill('SIGQUIT');
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
      readFileSync(join(dir, 'access.log'), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('/socket.io/'))
        .map((line) => line.split(' ')[1]);
    const until = Date.now() + 5000;
    while ((await upstreams()).length < REPLICAS && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(new Set(await upstreams())).toEqual(new Set(appPorts.map((port) => `127.0.0.1:${port}`)));
  });
});
