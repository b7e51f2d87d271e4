import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { z } from 'zod';
import { Answers, ApiTag } from '../common/api-answers';
import { Clock } from '../common/clock';
import { ZodPipe } from '../common/zod-body.pipe';

/** Test-only, never in a production process (testing-clock.ts): not part of the app's contracts. */
const SetClockSchema = z
  .object({
    /** the moment the server's clock runs from; null: the real time again */
    at: z.iso
      .datetime({ offset: true, message: 'at must be an ISO date-time such as 2026-12-02T01:20:00Z.' })
      .nullable(),
  })
  .strict();
const ClockAnswerSchema = z.object({ now: z.string() });

/** PUT /api/testing/clock {at}: the server's time jumps to `at` and runs on from there (Clock.runFrom). */
@ApiTag('Testing')
@Controller('api/testing/clock')
export class TestingClockController {
  constructor(private readonly clock: Clock) {}

  @Put()
  @HttpCode(200)
  @Answers(ClockAnswerSchema, 'Test servers only (TESTING_CLOCK=1): move the server clock to `at`, then let it run')
  set(@Body(new ZodPipe(SetClockSchema)) body: z.output<typeof SetClockSchema>): z.infer<typeof ClockAnswerSchema> {
    this.clock.runFrom(body.at === null ? null : new Date(body.at));
    return { now: this.clock.now().toISOString() };
  }
}
