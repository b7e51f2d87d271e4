import { Injectable } from '@nestjs/common';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { EventStoreMetrics } from '../../event-store/event-store-metrics';
import { RecentWindow } from '../tonight/recent-window';

/** The Prometheus text format's content type, on PORT's /metrics and on METRICS_PORT. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Seconds: pushes and appends take milliseconds; a slow one under a rush takes up to a second or two. */
const FAST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * This process's Prometheus metrics (GET /metrics). One registry per app, so two apps in one test process keep
 * their own counts. Names are the dashboard's (deploy/grafana/episode-night.json); a test holds them together.
 */
@Injectable()
export class Metrics implements EventStoreMetrics {
  readonly registry = new Registry();

  readonly liveViewers = new Gauge({
    name: 'tribal_live_viewers',
    help: 'Live (socket.io) connections open on this process now',
    registers: [this.registry],
  });

  readonly liveSubscribes = new Counter({
    name: 'tribal_live_subscribes_total',
    help: 'Live subscriptions asked for (standings and season feeds); rate() gives subscribes per second',
    registers: [this.registry],
  });

  readonly liveRedisMessages = new Counter({
    name: 'tribal_live_redis_messages_total',
    help: 'Broadcasts this process received from the other processes through Redis (the socket.io adapter), whether or not it has viewers of their room',
    registers: [this.registry],
  });

  readonly pushLatency = new Histogram({
    name: 'tribal_push_latency_seconds',
    help: 'From the commit of a change to its live push being emitted, by kind of push',
    labelNames: ['push'],
    buckets: FAST_BUCKETS,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'tribal_http_request_duration_seconds',
    help: 'HTTP answers by method, route (the pattern, not the URL) and status',
    labelNames: ['method', 'route', 'status'],
    buckets: FAST_BUCKETS,
    registers: [this.registry],
  });

  readonly eventAppend = new Histogram({
    name: 'tribal_event_append_duration_seconds',
    help: 'One append statement to the event store (a command, or a batch of picks)',
    buckets: FAST_BUCKETS,
    registers: [this.registry],
  });

  readonly projectionDuration = new Histogram({
    name: 'tribal_projection_duration_seconds',
    help: 'Applying appended events to one projection, inside the command transaction',
    labelNames: ['projection'],
    buckets: FAST_BUCKETS,
    registers: [this.registry],
  });

  readonly pickBatchSize = new Histogram({
    name: 'tribal_pick_batch_size',
    help: 'Picks decided and appended together in one transaction during a rush',
    buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500],
    registers: [this.registry],
  });

  readonly picksStored = new Counter({
    name: 'tribal_picks_stored_total',
    help: 'Elimination picks stored (submitted or updated)',
    registers: [this.registry],
  });

  readonly mailOutbox = new Gauge({
    name: 'tribal_mail_outbox',
    help: 'Mail in the durable outbox by status: pending (waiting), sent, failed (gave up)',
    labelNames: ['status'],
    registers: [this.registry],
  });

  readonly idempotencyLookups = new Counter({
    name: 'tribal_idempotency_lookups_total',
    help: 'Commands sent with an Idempotency-Key: hit = a repeat answered from its first result, miss = run',
    labelNames: ['result'],
    registers: [this.registry],
  });

  /** The last minute of pushes and picks, for the Tonight panel (Prometheus keeps the longer history). */
  readonly recent = new RecentWindow();

  /** A live push went out `seconds` after its change's commit. */
  pushed(kind: string, seconds: number): void {
    this.pushLatency.observe({ push: kind }, seconds);
    this.recent.pushed(seconds * 1000, Date.now());
  }

  /** Picks were stored (a batch committed). */
  picksStoredNow(count: number): void {
    this.picksStored.inc(count);
    this.recent.picked(count, Date.now());
  }

  /** Runs just before each scrape (e.g. counts the outbox); set by whoever owns the figure. */
  private readonly beforeScrape: Array<() => Promise<void>> = [];

  constructor() {
    // Node's process, heap, GC and event-loop metrics (process_resident_memory_bytes, nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry });
    this.idempotencyLookups.inc({ result: 'hit' }, 0);
    this.idempotencyLookups.inc({ result: 'miss' }, 0);
  }

  onScrape(refresh: () => Promise<void>): void {
    this.beforeScrape.push(refresh);
  }

  /** The Prometheus text; a figure that cannot be refreshed (its database is away) keeps its last value. */
  async text(): Promise<string> {
    await Promise.allSettled(this.beforeScrape.map((refresh) => refresh()));
    return this.registry.metrics();
  }
}
