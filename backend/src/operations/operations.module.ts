import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { EVENT_STORE_METRICS } from '../event-store/event-store-metrics';
import { ApiDocsController } from './api-docs/api-docs.http.controller';
import { ApiDocument } from './api-docs/api-document';
import { MailOutboxFigures } from './metrics/mail-outbox.figures';
import { Metrics } from './metrics/metrics';
import { MetricsController } from './metrics/metrics.http.controller';
import { MetricsPort } from './metrics/metrics-port';
import { OpsRedis } from './ops-redis';
import { Readiness } from './readiness/readiness';
import { ReadyController } from './readiness/ready.http.controller';
import { TonightController } from './tonight/tonight.http.controller';
import { TonightFigures } from './tonight/tonight-figures';

/** What an operator uses on episode night: readiness, metrics, the Tonight figures, the API description. */
@Global()
@Module({
  // A failed check is the answer itself (503 naming what is down), not an error to log on every probe.
  imports: [TerminusModule.forRoot({ logger: false }), DiscoveryModule],
  controllers: [ReadyController, MetricsController, TonightController, ApiDocsController],
  providers: [
    OpsRedis,
    Metrics,
    // The event store reports its appends, projections and idempotency look-ups through its own interface.
    { provide: EVENT_STORE_METRICS, useExisting: Metrics },
    MetricsPort,
    MailOutboxFigures,
    Readiness,
    TonightFigures,
    ApiDocument,
  ],
  exports: [OpsRedis, Metrics, EVENT_STORE_METRICS],
})
export class OperationsModule {}
