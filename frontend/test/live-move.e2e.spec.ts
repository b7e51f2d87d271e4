import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpE2e } from './support/e2e';

const e2e = setUpE2e();

/** The socket.io packet a stopping server process sends on the live namespace (LIVE_EVENTS.move). */
const MOVE_PACKET = (withinMs: number) => `42/live,["move",{"withinMs":${withinMs}}]`;

describe('a server process that stops asks the standings page to move (issue 23)', () => {
  it('the page reconnects at once, within the window it was given, and stays live', async () => {
    const league = await e2e.api.createLeague({
      leagueName: 'Moving Day League',
      password: 'x-pool',
      commissionerName: 'Jeff',
    });
    await e2e.api.join(league.id, 'Rupert');

    const viewer = await e2e.browser.newContext({ baseURL: e2e.app.baseUrl });
    const page = await viewer.newPage();
    // Every live WebSocket of the page goes through here to the real server; the test can speak as the server.
    const opened: WebSocketRoute[] = [];
    const closed = new Set<WebSocketRoute>();
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      // A close handler replaces Playwright's forwarding of the close: forward it as the page meant it.
      ws.onClose((code, reason) => {
        closed.add(ws);
        void server.close({ code, reason });
      });
      opened.push(ws);
    });
    await page.goto(`/league/${league.id}`);
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await page.locator('tr[data-user-name="Rupert"]').waitFor();
    await expect.poll(() => opened.length, { timeout: 10_000 }).toBeGreaterThan(0);

    // The server says it is stopping: move within 1 s. (Its reconnection backoff alone would wait 0.5 to 5 s after
    // the close, and a server that never closed would be noticed only at a ping timeout, up to 45 s.)
    const before = opened.filter((ws) => !closed.has(ws));
    const askedAt = Date.now();
    for (const ws of before) ws.send(MOVE_PACKET(1000));
    await expect.poll(() => before.every((ws) => closed.has(ws)), { timeout: 5000 }).toBe(true);
    await expect.poll(() => opened.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2 * before.length);
    expect(Date.now() - askedAt).toBeLessThan(3000);
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();

    // Still live on its new connection: a member who joins now appears without a reload.
    await e2e.api.join(league.id, 'Sandra');
    await page.locator('tr[data-user-name="Sandra"]').waitFor({ timeout: 10_000 });
    await viewer.close();
  });
});
