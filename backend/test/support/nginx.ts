import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, waitForPort } from '../../../tools/throwaway-servers.mjs';
import { REPO_ROOT } from './app-process';

const NGINX = '/usr/sbin/nginx';

/**
 * The compose file's proxy configuration, unchanged but for what only Docker provides: the replicas' addresses
 * (Docker's DNS answers `app` with all of them), the port, file locations (the built web app is `webApp`, where
 * the proxy image holds it in /usr/share/nginx/html), and one worker so that round robin is one rotation that a
 * test can rely on. Every change must match once, so the file cannot drift from the tests.
 */
export function localProxyConfig(dir: string, listenPort: number, appPorts: number[], webApp: string): string {
  const compose = readFileSync(join(REPO_ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const replace = (text: string, from: string, to: string) => {
    if (text.split(from).length !== 2) throw new Error(`deploy/nginx.conf must hold "${from}" exactly once`);
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
  conf = replace(conf, '    root /usr/share/nginx/html;', `    root ${webApp};`);
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

export interface LocalProxy {
  url: string;
  child: ChildProcess;
  /** `$request_uri $upstream_addr` of each request nginx logged (a WebSocket is logged when it closes). */
  accessLog(): string[];
  stop(): void;
}

/**
 * Debian's nginx with deploy/nginx.conf in front of app processes on this machine; files under `dir`, the built
 * web app it serves itself in `dir`/web-app.
 */
export async function startLocalProxy(dir: string, appPorts: number[]): Promise<LocalProxy> {
  const port = await freePort();
  const config = localProxyConfig(dir, port, appPorts, join(dir, 'web-app'));
  const child = spawn(NGINX, ['-c', config, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  await waitForPort(port, { child });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    accessLog: () => readFileSync(join(dir, 'access.log'), 'utf8').split('\n').filter(Boolean),
    stop: () => void child.kill('SIGQUIT'),
  };
}
