import { Controller, Get, Res } from '@nestjs/common';
import {
  HealthCheckService,
  type HealthIndicatorFunction,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { Response } from 'express';
import { OpsRedis, withTimeout } from '../ops-redis';

/** Each dependency must answer within this; a check that cannot answer is a dependency that is down. */
export const READINESS_TIMEOUT_MS = 1000;

export interface Readiness {
  status: 'ok' | 'error';
  /** e.g. "database and Redis are up" / "Redis is down" */
  message: string;
  checks: Record<string, { status: 'up' | 'down'; message?: string }>;
}

/**
 * Readiness for load balancers: can this process serve users now? It checks the database and, when configured,
 * Redis, each with a short timeout, and answers 200 or 503 naming what is down. `/api/health` stays liveness.
 */
@Controller('api/ready')
export class ReadyController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly redis: OpsRedis,
  ) {}

  @Get()
  async ready(@Res({ passthrough: true }) response: Response): Promise<Readiness> {
    const readiness = await this.check();
    response.status(readiness.status === 'ok' ? 200 : 503);
    response.setHeader('Cache-Control', 'no-store');
    return readiness;
  }

  /** The same checks, for the Tonight panel. */
  async check(): Promise<Readiness> {
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
    const named: Readiness['checks'] = {};
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
