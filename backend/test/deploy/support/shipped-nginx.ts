import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { expect } from 'vitest';
import { freePort, REPO_ROOT } from '../../support/app-process';

const NGINX = '/usr/sbin/nginx';

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
  conf = replace(conf, '    server app:3000;', appPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n'));
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

export interface ShippedNginx {
  /** e.g. http://127.0.0.1:4321 */
  url: string;
  stop(): void;
}

/**
 * Debian's nginx running deploy/nginx.conf in `dir` (which its workers must be able to read), in front of app
 * processes on this machine's `appPorts`; it listens on 127.0.0.1 and reaches the apps from 127.0.0.1.
 */
export async function startShippedNginx(dir: string, appPorts: number[]): Promise<ShippedNginx> {
  const proxyPort = await freePort();
  const config = localProxyConfig(dir, proxyPort, appPorts);
  const nginx = spawn(NGINX, ['-c', config, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  await waitForPort(proxyPort, nginx);
  return { url: `http://127.0.0.1:${proxyPort}`, stop: () => nginx.kill('SIGQUIT') };
}
