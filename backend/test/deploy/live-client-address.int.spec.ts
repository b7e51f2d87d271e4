import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIVE_THROTTLE_MESSAGES } from '@tribal/contracts';
import { io, Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tools/throwaway-servers.mjs';
import { type AppProcess, READY_LINE, startAppProcess } from '../support/app-process';
import { createTestDatabase } from '../support/database';
import { type LocalProxy, startLocalProxy } from '../support/nginx';

/** Two a second, bursts of twenty (ten times that): the app's per-address limit on live handshakes. */
const PER_SECOND = 2;
const BURST = PER_SECOND * 10;

/**
 * The live per-address flood limit behind the shipped nginx, which appends the address it sees to whatever
 * X-Forwarded-For the client sent. Viewers connect from addresses of their own (127.0.0.2, 127.0.0.3, ...: the
 * whole 127/8 is this machine's), so nginx sees each one's real address.
 */
describe('the live flood limit behind the shipped nginx counts the address nginx saw, never one the client wrote', () => {
  let dir: string;
  let app: AppProcess;
  let nginx: LocalProxy;
  let dropDatabase: () => Promise<void>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tp-live-address-'));
    chmodSync(dir, 0o755); // nginx's workers run as `nobody` when its master is root
    const database = await createTestDatabase('live_address');
    dropDatabase = database.drop;
    const port = await freePort();
    app = startAppProcess({
      env: {
        PORT: String(port),
        DATABASE_URL: database.url,
        ADMIN_PASSWORD: 'live-address',
        DATA_DIR: join(dir, 'data'),
        LIVE_PER_ADDRESS_PER_SECOND: String(PER_SECOND),
        // What docker-compose.yml sets: the one hop in front of the app, nginx, is believed.
        TRUST_PROXY: '1',
      },
    });
    await app.waitFor(READY_LINE);
    nginx = await startLocalProxy(dir, [port]);
  }, 90_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    nginx?.stop();
    await app?.stop();
    await dropDatabase?.();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One live handshake through nginx from `from`: 'accepted', or the refusal's message. */
  function handshake(from: string, forwardedFor?: string): Promise<string> {
    const socket = io(`${nginx.url}/live`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: 5000,
      localAddress: from,
      extraHeaders: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    } as Parameters<typeof io>[1]);
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.once('connect', () => resolve('accepted'));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  }

  it('25 handshakes from one client, each forging a fresh X-Forwarded-For, share one bucket', async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST + 5 }, (_, i) => handshake('127.0.0.2', `198.51.100.${i + 1}`)),
    );
    const accepted = answers.filter((answer) => answer === 'accepted').length;
    expect(accepted).toBeGreaterThanOrEqual(BURST);
    expect(accepted).toBeLessThan(BURST + 5);
    expect(answers.filter((answer) => answer !== 'accepted')).toEqual(
      answers.filter((answer) => answer !== 'accepted').map(() => LIVE_THROTTLE_MESSAGES.tooManyFromAddress),
    );
  });

  it('clients at different real addresses are not limited together, even while one of them floods', async () => {
    // 127.0.0.3 spends its whole burst and more...
    const flood = await Promise.all(Array.from({ length: BURST + 5 }, () => handshake('127.0.0.3')));
    expect(flood.filter((answer) => answer !== 'accepted').length).toBeGreaterThan(0);
    // ...while five other addresses open BURST handshakes between them, in the same second: none is refused.
    const others = ['127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7', '127.0.0.8'];
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => handshake(others[i % others.length], '127.0.0.3')),
    );
    expect(answers).toEqual(answers.map(() => 'accepted'));
  });
});
