import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** One call that reached the stand-in, its JSON body already read. */
export interface ApiCall {
  method: string;
  /** path and query as sent, e.g. `/api/leagues/L/chat?before=12` */
  path: string;
  /** `${method} ${path}`, e.g. `GET /api/me`: what most stand-ins switch on */
  route: string;
  /** the path parsed, for its pathname and search params */
  url: URL;
  headers: IncomingHttpHeaders;
  /** the JSON body sent, or undefined when there was none */
  body: Record<string, unknown> | undefined;
}

/** What the stand-in answers: a status and a JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export const answer = (status: number, body: unknown): ApiAnswer => ({ status, body });

/**
 * The API for a screen's spec: a real HTTP server on loopback, and the page's address (happy-dom's URL) pointed at
 * it, so the screen's own calls travel a socket as in the app instead of meeting a mocked fetch. Call it at the top
 * of a spec file: it starts before the file's tests and closes after them. `respond` returns the answer, or nothing
 * for 404 Not found (the live socket knocks too, and is turned away so).
 */
export function serveApiOnLoopback(respond: (call: ApiCall) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>) {
  let server: Server;
  beforeAll(async () => {
    server = createServer(async (request, response) => {
      let raw = '';
      try {
        for await (const chunk of request) raw += chunk;
      } catch {
        return; // the screen went away mid-call (a test ended): no one to answer
      }
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      const reply =
        (await respond({
          method,
          path,
          route: `${method} ${path}`,
          url: new URL(path, 'http://loopback'),
          headers: request.headers,
          body: raw ? JSON.parse(raw) : undefined,
        })) ?? answer(404, { message: 'Not found' });
      response.statusCode = reply.status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(reply.body));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
  });
  afterAll(() => server.close());
}
