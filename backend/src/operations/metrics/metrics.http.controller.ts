import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import { Request } from 'express';
import { unauthorized } from '../../common/domain-error';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../redis/redis-availability';
import { Metrics } from './metrics';

export const METRICS_REFUSED = 'Metrics are open only from this machine, or with the METRICS_TOKEN as a bearer token.';

/**
 * A request straight from this machine: the socket's own address (never X-Forwarded-For, which a client writes),
 * and no proxy in between: a proxy on this machine forwards everyone's requests from loopback, adding the header.
 */
function fromThisMachine(request: Request): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && request.header('x-forwarded-for') === undefined;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async scrape(@Req() request: Request): Promise<string> {
    const bearer = /^Bearer (.+)$/i.exec(request.header('authorization') ?? '')?.[1];
    const token = this.config.metricsToken;
    const allowed =
      fromThisMachine(request) || (token !== undefined && bearer !== undefined && sameSecret(bearer, token));
    if (!allowed) throw unauthorized(METRICS_REFUSED);
    return this.metrics.text();
  }
}
