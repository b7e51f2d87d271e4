import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PICK_MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../tools/throwaway-servers.mjs';
import { METRICS_REFUSED } from '../../src/operations/metrics/metrics.http.controller';
import { REPO_ROOT } from '../support/app-process';
import { createLeague, joinLeague, setUpTestApp, startTestApp } from '../support/test-app';

const METRICS_TOKEN = 'scrape-me-please-0123456789';

const t = setUpTestApp('metrics', { env: { METRICS_TOKEN } });

const scrape = async (headers: Record<string, string> = {}) => t.request<string>('GET', '/metrics', { headers });

/** A sample's value, e.g. `tribal_live_viewers` or `tribal_idempotency_lookups_total{result="hit"}`. */
function sampleValue(text: string, sample: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line ? Number(line.slice(sample.length + 1)) : Number.NaN;
}

/** The local addresses listening on TCP `port` (Linux's socket tables), e.g. `['127.0.0.1']`. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const addresses: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local?.endsWith(`:${hexPort}`)) continue; // 0A: LISTEN
      const hex = local.split(':')[0];
      addresses.push(
        hex.length === 8
          ? [3, 2, 1, 0].map((i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)).join('.')
          : `ipv6:${hex}`,
      );
    }
  }
  return addresses;
}

/** Every metric name the episode-night dashboard's queries use. */
function dashboardMetricNames(): string[] {
  const dashboard = JSON.parse(readFileSync(join(REPO_ROOT, 'deploy', 'grafana', 'episode-night.json'), 'utf8'));
  const exprs: string[] = dashboard.panels.flatMap((panel: { targets: Array<{ expr: string }> }) =>
    panel.targets.map((target) => target.expr),
  );
  const names = exprs.flatMap((expr) => expr.match(/\b(tribal|process|nodejs)_[a-z0-9_]+/g) ?? []);
  return [...new Set(names)];
}

describe('GET /metrics', () => {
  it('counts what happens on episode night: a viewer, a push, a pick, HTTP answers, an idempotent repeat', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Metrics Pool' });
    const viewer = await t.connectLive();
    const ack = await viewer.timeout(5000).emitWithAck('subscribe', { leagueId, season: 49 });
    expect(ack.ok).toBe(true);
    const pushed = new Promise((resolve) => viewer.once('standings', resolve));
    const token = await joinLeague(t, leagueId, 'Cirie');
    await pushed;
    const pick = () =>
      t.request<{ message: string }>('POST', `/api/leagues/${leagueId}/elimination-pick`, {
        headers: { 'x-entry-token': token, 'idempotency-key': 'metrics-pick-1' },
        body: { userName: 'Cirie', episode: 2, castawayId: 49003 },
      });
    expect((await pick()).body.message).toBe(PICK_MESSAGES.submitted);
    expect((await pick()).body.message).toBe(PICK_MESSAGES.submitted); // the repeat: answered from its first send

    const { status, body, headers } = await scrape();
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/plain');
    expect(sampleValue(body, 'tribal_live_viewers')).toBe(1);
    expect(sampleValue(body, 'tribal_live_subscribes_total')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(body, 'tribal_push_latency_seconds_count{push="standings"}')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(body, 'tribal_picks_stored_total')).toBe(1);
    expect(sampleValue(body, 'tribal_pick_batch_size_count')).toBe(1);
    expect(sampleValue(body, 'tribal_idempotency_lookups_total{result="hit"}')).toBe(1);
    expect(sampleValue(body, 'tribal_idempotency_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(
        body,
        'tribal_http_request_duration_seconds_count{method="POST",route="/api/leagues/:leagueId/join",status="201"}',
      ),
    ).toBe(1);
    expect(sampleValue(body, 'tribal_event_append_duration_seconds_count')).toBeGreaterThanOrEqual(3);
    expect(body).toMatch(/tribal_projection_duration_seconds_count\{projection="[a-z-]+"\} \d+/);
    expect(sampleValue(body, 'tribal_mail_outbox{status="pending"}')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(body, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    viewer.disconnect();
    const until = Date.now() + 5000;
    while (sampleValue((await scrape()).body, 'tribal_live_viewers') !== 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sampleValue((await scrape()).body, 'tribal_live_viewers')).toBe(0);
  });

  it('holds every metric the Grafana dashboard names', async () => {
    const { body } = await scrape();
    const declared = new Set([...body.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
    const names = dashboardMetricNames();
    expect(names.length).toBeGreaterThan(10);
    const missing = names.filter((name) => !declared.has(name.replace(/_(bucket|sum|count)$/, '')));
    expect(missing).toEqual([]);
  });

  it('is refused (401) through a proxy or from another machine without the token, and opened by the token', async () => {
    const proxied = await t.request<{ message: string }>('GET', '/metrics', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.status).toBe(401);
    expect(proxied.body.message).toBe(METRICS_REFUSED);
    const wrong = await scrape({ 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer not-the-token' });
    expect(wrong.status).toBe(401);
    const right = await scrape({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${METRICS_TOKEN}` });
    expect(right.status).toBe(200);
    expect(right.body).toContain('tribal_live_viewers');
  });

  it('is refused (401) from this machine when any proxy header says a proxy passed the request on', async () => {
    // Review 2026-11-26 N11: a proxy on this machine that sends no X-Forwarded-For exposed the metrics.
    const proxyHeaders: Array<Record<string, string>> = [
      { forwarded: 'for=203.0.113.9;proto=https' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 edge-proxy' },
    ];
    for (const headers of proxyHeaders) {
      const answer = await scrape(headers);
      expect.soft(answer.status, JSON.stringify(headers)).toBe(401);
      expect.soft(answer.body).toMatchObject({ message: METRICS_REFUSED });
      const withToken = await scrape({ ...headers, authorization: `Bearer ${METRICS_TOKEN}` });
      expect(withToken.status, JSON.stringify(headers)).toBe(200);
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves the same metrics on 127.0.0.1 only, without a token, and closes with the app', async () => {
    const port = await freePort();
    const app = await startTestApp('metrics_port', { env: { METRICS_PORT: String(port) } });
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      const text = await answer.text();
      expect(text).toContain('# TYPE tribal_live_viewers gauge');
      expect(text).toContain('# TYPE nodejs_eventloop_lag_max_seconds gauge');
      // The same content as the app's own /metrics (from loopback there).
      const declared = (body: string) => [...body.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]);
      expect(declared(text)).toEqual(declared((await app.request<string>('GET', '/metrics')).body));
      expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      await app.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
    expect(listeningAddresses(port)).toEqual([]);
  });
});
