import { Controller, Get } from '@nestjs/common';

/** Liveness for load balancers and container health checks; touches nothing, so it is also a benchmark floor. */
@Controller('api/health')
export class HealthController {
  @Get()
  health(): { ok: true } {
    return { ok: true };
  }
}
