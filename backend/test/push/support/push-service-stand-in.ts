import { execFileSync } from 'node:child_process';
import { createECDH, ECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// http_ece is what web-push encrypts with; the stand-in decrypts with it as a browser would.
import ece from 'http_ece';
import { startedForTheFile } from '../../support/started-for-the-file';

/** A browser's side of one subscription: its key pair and auth secret, and the endpoint on the stand-in. */
export interface FakeBrowser {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

/** What the stand-in answers one post: a status, or a status with the Retry-After header it sends. */
export type Answer = number | { status: number; retryAfter: string };

/** One POST the stand-in received. */
export interface Received {
  name: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** when it arrived (ms) */
  at: number;
}

export interface PushServiceStandIn {
  /** the host PUSH_SERVICE_HOSTS must name */
  host: string;
  /** the self-signed certificate, for PUSH_SERVICE_CA_FILE */
  caFile: string;
  received: Received[];
  /**
   * a browser subscribed at `/push/{name}`; `answers`: what its posts get in turn (then 201): a status, or a status
   * with a Retry-After header
   */
  browser(name: string, answers?: Answer[]): FakeBrowser;
  /** the payloads delivered (2xx) to this browser, decrypted with its private key and auth secret */
  delivered(browser: FakeBrowser): unknown[];
  close(): Promise<void>;
}

/**
 * A push service on loopback over https with a self-signed certificate (made with openssl for 127.0.0.1): it
 * answers each browser's posts with the statuses the test scripted, records them, and decrypts what it received
 * (aes128gcm, RFC 8291) with the browser's keys, so a test reads what the phone would show.
 */
export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const dir = mkdtempSync(join(tmpdir(), 'push-stand-in-'));
  const keyFile = join(dir, 'key.pem');
  const caFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      caFile,
    ],
    { stdio: 'ignore' },
  );
  const received: Received[] = [];
  const scripts = new Map<string, Answer[]>();
  const browsers = new Map<string, FakeBrowser>();
  const server: Server = createServer(
    { key: readFileSync(keyFile), cert: readFileSync(caFile) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const name = (request.url ?? '').replace(/^\/push\//, '');
        const answer = scripts.get(name)?.shift() ?? 201;
        const status = typeof answer === 'number' ? answer : answer.status;
        const retryAfter = typeof answer === 'number' ? {} : { 'retry-after': answer.retryAfter };
        received.push({ name, status, headers: request.headers, body: Buffer.concat(chunks), at: Date.now() });
        response
          .writeHead(status, { 'content-type': 'text/plain', ...retryAfter })
          .end(status < 300 ? '' : `answered ${status}`);
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    host: '127.0.0.1',
    caFile,
    received,
    browser(name, answers = []) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const browser = {
        name,
        endpoint: `https://127.0.0.1:${port}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        ecdh,
      };
      scripts.set(name, [...answers]);
      browsers.set(name, browser);
      return browser;
    },
    delivered(browser) {
      return received
        .filter((post) => post.name === browser.name && post.status < 300)
        .map((post) =>
          JSON.parse(
            ece
              .decrypt(post.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.keys.auth })
              .toString('utf8'),
          ),
        );
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The stand-in of a test file: started before its first test, closed after its last. */
export const setUpPushServiceStandIn = () => startedForTheFile('the push service stand-in', startPushServiceStandIn);
