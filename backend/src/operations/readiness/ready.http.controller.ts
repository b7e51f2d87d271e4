import { Controller, Get, Res } from '@nestjs/common';
import type { Readiness as ReadinessAnswer } from '@tribal/contracts';
import { ReadinessSchema } from '@tribal/contracts';
import { Response } from 'express';
import { Answers, ApiTag } from '../../common/api-answers';
import { Readiness } from './readiness';

/**
 * Readiness for load balancers: can this process serve users now? 200, or 503 naming what is down. It never
 * hangs: every check has a timeout. `/api/health` stays liveness (touches nothing).
 */
@ApiTag('Operations')
@Controller('api/ready')
export class ReadyController {
  constructor(private readonly readiness: Readiness) {}

  @Get()
  @Answers(ReadinessSchema, 'Readiness: database and Redis reachable (503 names what is down)')
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessAnswer> {
    const readiness = await this.readiness.check();
    response.status(readiness.status === 'ok' ? 200 : 503);
    response.setHeader('Cache-Control', 'no-store');
    return readiness;
  }
}
