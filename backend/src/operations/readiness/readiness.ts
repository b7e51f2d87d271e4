import { Injectable } from '@nestjs/common';
import {
  HealthCheckService,
  type HealthIndicatorFunction,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import type { Readiness as ReadinessAnswer } from '@tribal/contracts';
import { OpsRedis, withTimeout } from '../ops-redis';

/** Each dependency must answer within this; a check that cannot answer is a dependency that is down. */
export const READINESS_TIMEOUT_MS = 1000;

/** Can this process serve users now: the database and, when configured, Redis, each checked with a timeout. */
@Injectable()
export class Readiness {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly redis: OpsRedis,
  ) {}

  async check(): Promise<ReadinessAnswer> {
    const checks: HealthIndicatorFunction[] = [
      () => this.database.pingCheck('database', { timeout: READINESS_TIMEOUT_MS }),
    ];
    const client = this.redis.client;
    if (client) {
      checks.push(() =>
        this.indicators
          .check('redis')
          .attempt(async () => {
            await withTimeout(client.ping(), READINESS_TIMEOUT_MS, 'Redis');
          })
          .withTimeout(READINESS_TIMEOUT_MS),
      );
    }
    let details: Record<string, { status: string; message?: unknown }>;
    try {
      details = (await this.health.check(checks)).details;
    } catch (error) {
      // Terminus answers a failed check with a ServiceUnavailableException carrying every check's outcome.
      const result = (error as { getResponse?: () => unknown }).getResponse?.() as
        | { details?: typeof details }
        | undefined;
      if (!result?.details) throw error;
      details = result.details;
    }
    const named: ReadinessAnswer['checks'] = {};
    for (const [name, detail] of Object.entries(details)) {
      named[name] = {
        status: detail.status === 'up' ? 'up' : 'down',
        ...(detail.status !== 'up' && typeof detail.message === 'string' && { message: detail.message }),
      };
    }
    const down = Object.keys(named).filter((name) => named[name].status !== 'up');
    const label = (name: string) => (name === 'redis' ? 'Redis' : name);
    return down.length === 0
      ? { status: 'ok', message: `${Object.keys(named).map(label).join(' and ')} up`, checks: named }
      : { status: 'error', message: `Not ready: ${down.map(label).join(' and ')} down`, checks: named };
  }
}
