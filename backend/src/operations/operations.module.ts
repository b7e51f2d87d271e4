import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { MailOutboxFigures } from './metrics/mail-outbox.figures';
import { Metrics } from './metrics/metrics';
import { MetricsController } from './metrics/metrics.http.controller';
import { OpsRedis } from './ops-redis';
import { ReadyController } from './readiness/ready.http.controller';

/** What an operator uses on episode night: readiness, metrics, the Tonight figures, the API description. */
@Global()
@Module({
  // A failed check is the answer itself (503 naming what is down), not an error to log on every probe.
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [ReadyController, MetricsController],
  providers: [OpsRedis, Metrics, MailOutboxFigures],
  exports: [OpsRedis, Metrics],
})
export class OperationsModule {}
