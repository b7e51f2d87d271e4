import { Controller, Get } from '@nestjs/common';
import { HealthSchema } from '@tribal/contracts';
import { Answers, ApiTag } from '../../common/api-answers';

/** Liveness for load balancers and container health checks; touches nothing, so it is also a benchmark floor. */
@ApiTag('Operations')
@Controller('api/health')
export class HealthController {
  @Get()
  @Answers(HealthSchema, 'Liveness: the process answers')
  health(): { ok: true } {
    return { ok: true };
  }
}
