import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import { Request } from 'express';
import { Answers, ApiTag } from '../../common/api-answers';
import { unauthorized } from '../../common/domain-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { METRICS_CONTENT_TYPE, Metrics } from './metrics';

export const METRICS_REFUSED = 'Metrics are open only from this machine, or with the METRICS_TOKEN as a bearer token.';

/**
 * Headers a proxy adds when it passes a request on. A proxy on this machine forwards everyone's requests from
 * loopback: any of them means the caller may be anywhere (review 2026-11-26 N11: `Forwarded` or `X-Real-IP` alone
 * opened the metrics).
 */
const PROXY_HEADERS = ['forwarded', 'via', 'x-real-ip', 'true-client-ip', 'cf-connecting-ip', 'x-client-ip'];

/**
 * A request straight from this machine: the socket's own address (never a forwarded one, which a client writes),
 * and no sign of a proxy in between.
 */
function fromThisMachine(request: Request): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  const proxied = Object.keys(request.headers).some(
    (name) => name.startsWith('x-forwarded-') || PROXY_HEADERS.includes(name),
  );
  return loopback && !proxied;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

@ApiTag('Operations')
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Content-Type', METRICS_CONTENT_TYPE)
  @Header('Cache-Control', 'no-store')
  @Answers('text/plain', 'Prometheus metrics (from this machine through no proxy, or with METRICS_TOKEN)')
  async scrape(@Req() request: Request): Promise<string> {
    const bearer = /^Bearer (.+)$/i.exec(request.header('authorization') ?? '')?.[1];
    const token = this.config.metricsToken;
    const allowed =
      fromThisMachine(request) || (token !== undefined && bearer !== undefined && sameSecret(bearer, token));
    if (!allowed) throw unauthorized(METRICS_REFUSED);
    return this.metrics.text();
  }
}
