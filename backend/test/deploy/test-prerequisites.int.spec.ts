import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tools/throwaway-servers.mjs';
import { REPO_ROOT } from '../support/app-process';

const SCRIPT = join(REPO_ROOT, 'tools', 'test-prerequisites.sh');

/**
 * `npm test` starts with tools/test-prerequisites.sh. Its install branch runs only as root on Debian; elsewhere it
 * must say what to run and stop. The machine keeps its tools: the environment stands in for what is missing
 * (paths that do not exist, ports nothing listens on, another user id, no Debian marker file).
 */
describe('the test command’s prerequisites', () => {
  let dir: string;
  let aptCalls: string;
  let nobodyListens: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tp-prereq-'));
    // Were the script to take its install branch by mistake, this apt-get would be found first and say so.
    aptCalls = join(dir, 'apt-get-called');
    writeFileSync(join(dir, 'apt-get'), `#!/bin/sh\necho "$@" >> ${aptCalls}\nexit 1\n`);
    chmodSync(join(dir, 'apt-get'), 0o755);
    nobodyListens = await freePort();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function run(env: Record<string, string>) {
    const { TEST_DATABASE_URL: _, TEST_REDIS_URL: __, ...inherited } = process.env;
    const result = spawnSync('bash', [SCRIPT], {
      env: { ...inherited, PATH: `${dir}:${process.env.PATH}`, ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }

  const nothingInstalled = () => ({
    TP_PREREQ_CHROMIUM: join(dir, 'no-chromium'),
    TP_PREREQ_NGINX: join(dir, 'no-nginx'),
    TP_PREREQ_DOCKER_COMPOSE: 'no-docker-compose-here',
    TP_PREREQ_PG_PORT: String(nobodyListens),
    TP_PREREQ_REDIS_PORT: String(nobodyListens),
  });

  it('not root, on Debian: prints the exact commands (with sudo), stops with a clear message and installs nothing', () => {
    const debian = join(dir, 'debian_version');
    writeFileSync(debian, '12.11\n');
    const { status, output } = run({ ...nothingInstalled(), TP_PREREQ_UID: '1000', TP_PREREQ_DEBIAN: debian });
    expect(status).not.toBe(0);
    expect(output).toContain('here (not root) run these commands, then npm test again:');
    expect(output).toContain('  sudo apt-get update\n');
    expect(output).toContain('  sudo apt-get install -y chromium nginx docker-compose\n');
    expect(output).toMatch(/ {2}sudo pg_ctlcluster --skip-systemctl-redirect \S+ main start\n/);
    expect(output).toContain(
      '  sudo redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log\n',
    );
    expect(output).toContain('Missing: chromium nginx docker-compose.');
    expect(output).toContain(`PostgreSQL does not answer on 127.0.0.1:${nobodyListens}.`);
    expect(output).toContain(`Redis does not answer on 127.0.0.1:${nobodyListens}.`);
    expect(output).toContain('Stopped before running any test.');
    expect(existsSync(aptCalls)).toBe(false);
  });

  it('root, but not Debian: prints the Debian commands to translate and stops, installing nothing', () => {
    const { status, output } = run({
      TP_PREREQ_UID: '0',
      TP_PREREQ_DEBIAN: join(dir, 'no-debian_version'),
      TP_PREREQ_NGINX: join(dir, 'no-nginx'),
    });
    expect(status).not.toBe(0);
    expect(output).toContain('this is not Debian: run the equivalent of these Debian commands');
    expect(output).toContain('  apt-get install -y nginx\n');
    expect(output).toContain('Missing: nginx.');
    expect(output).not.toContain('chromium');
    expect(output).toContain('Stopped before running any test.');
    expect(existsSync(aptCalls)).toBe(false);
  });

  it('with everything in place it passes silently, whoever runs it', () => {
    // the servers the other tests use, wherever they are
    const servers = Object.fromEntries(
      ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
    );
    expect(run({ ...servers, TP_PREREQ_UID: '1000' })).toEqual({ status: 0, output: '' });
  });
});
