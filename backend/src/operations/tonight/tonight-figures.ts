import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { TONIGHT_REFRESH_MS, type Tonight } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { countOutboxByStatus } from '../../mail/mail-status';
import { Metrics } from '../metrics/metrics';
import { OpsRedis, withTimeout } from '../ops-redis';
import { Readiness } from '../readiness/readiness';
import { addFigures, latencyQuantile, type WindowFigures } from './recent-window';

/** What one process shares: its viewers and its last minute, stamped with when. */
interface ProcessFigures extends WindowFigures {
  viewers: number;
  at: number;
}

/** A process that has not reported for this long is gone (stopped, or cut off from Redis). */
const STALE_AFTER_MS = 3 * TONIGHT_REFRESH_MS;

/**
 * The Tonight panel's figures, added across every process: with Redis each process writes its own into one hash
 * every couple of seconds and the panel's process adds them up; without Redis there is one process.
 */
@Injectable()
export class TonightFigures implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(TonightFigures.name);
  private readonly processId = randomUUID();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly metrics: Metrics,
    private readonly redis: OpsRedis,
    private readonly readiness: Readiness,
    private readonly db: DataSource,
  ) {}

  private get key(): string {
    return this.redis.key('tonight');
  }

  onApplicationBootstrap(): void {
    if (!this.redis.client) return;
    this.timer = setInterval(() => void this.share(), TONIGHT_REFRESH_MS);
    this.timer.unref();
    void this.share();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    // Gone at once from the others' sums, not after it goes stale.
    await this.redis.client?.hdel(this.key, this.processId).catch(() => {});
  }

  private async own(now: number): Promise<ProcessFigures> {
    const viewers = (await this.metrics.liveViewers.get()).values[0]?.value ?? 0;
    return { viewers, at: now, ...this.metrics.recent.figures(now) };
  }

  private async share(): Promise<void> {
    const client = this.redis.client;
    if (!client) return;
    try {
      const figures = await this.own(Date.now());
      await client.multi().hset(this.key, this.processId, JSON.stringify(figures)).pexpire(this.key, 60_000).exec();
    } catch {
      // Redis away: readiness and the panel say so; the next tick tries again.
    }
  }

  /** Every live process's figures (this one's fresh), or this process's alone when Redis cannot be asked. */
  private async everyProcess(now: number): Promise<ProcessFigures[]> {
    const mine = await this.own(now);
    const client = this.redis.client;
    if (!client) return [mine];
    try {
      const shared = await withTimeout(client.hgetall(this.key), 1000, 'Redis');
      const others: ProcessFigures[] = [];
      const stale: string[] = [];
      for (const [id, json] of Object.entries(shared)) {
        if (id === this.processId) continue;
        const figures = JSON.parse(json) as ProcessFigures;
        if (now - figures.at > STALE_AFTER_MS) stale.push(id);
        else others.push(figures);
      }
      if (stale.length) await client.hdel(this.key, ...stale);
      return [mine, ...others];
    } catch (error) {
      this.logger.debug(`Tonight from this process only: ${(error as Error).message}`);
      return [mine];
    }
  }

  async tonight(): Promise<Tonight> {
    const now = Date.now();
    const [processes, readiness, outbox] = await Promise.all([
      this.everyProcess(now),
      this.readiness.check(),
      withTimeout(countOutboxByStatus(this.db, ''), 1000, 'the outbox count').catch(() => null),
    ]);
    const total = addFigures(processes);
    const p95 = latencyQuantile(total.latency, 0.95);
    return {
      viewers: processes.reduce((sum, p) => sum + p.viewers, 0),
      pushesLastMinute: total.pushes,
      // Slower than the last bucket (a minute) reads as a minute.
      pushP95Ms: p95 === null ? null : Math.min(p95, 60_000),
      picksLastMinute: total.picks,
      mailsWaiting: outbox?.queued ?? null,
      database: readiness.checks.database?.status === 'up' ? 'up' : 'down',
      redis: this.redis.client ? (readiness.checks.redis?.status === 'up' ? 'up' : 'down') : 'not configured',
      processes: processes.length,
      at: new Date(now).toISOString(),
    };
  }
}
