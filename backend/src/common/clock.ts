import { Injectable } from '@nestjs/common';

/** Time is an input: rules ask the clock, and tests set it instead of sleeping. */
@Injectable()
export class Clock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** For tests: freeze time at `at` (null returns to the real clock). */
  set(at: Date | null): void {
    this.fixed = at;
  }
}
