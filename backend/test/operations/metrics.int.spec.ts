import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PICK_MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { METRICS_REFUSED } from '../../src/operations/metrics/metrics.http.controller';
import { REPO_ROOT } from '../support/app-process';
import { createLeague, joinLeague, setUpTestApp } from '../support/test-app';

const METRICS_TOKEN = 'scrape-me-please-0123456789';

const t = setUpTestApp('metrics', { env: { METRICS_TOKEN } });

const scrape = async (headers: Record<string, string> = {}) => t.request<string>('GET', '/metrics', { headers });

/** A sample's value, e.g. `tribal_live_viewers` or `tribal_idempotency_lookups_total{result="hit"}`. */
function sampleValue(text: string, sample: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line ? Number(line.slice(sample.length + 1)) : Number.NaN;
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
});
