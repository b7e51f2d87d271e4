import { Injectable } from '@nestjs/common';

/** Time is an input: rules ask the clock, and tests set it instead of sleeping. */
@Injectable()
export class Clock {
  private fixed: Date | null = null;
  /** ms added to the real time while the clock runs from a set moment (`runFrom`) */
  private offsetMs = 0;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date(Date.now() + this.offsetMs);
  }

  /** For tests: freeze time at `at` (null returns to the real clock). */
  set(at: Date | null): void {
    this.fixed = at;
    this.offsetMs = 0;
  }

  /**
   * For tests of a running app (the browser tests' server): time jumps to `at` and keeps running from there, so
   * what waits on the clock (socket heartbeats, sessions, queued jobs) still sees time pass. Null: the real clock.
   */
  runFrom(at: Date | null): void {
    this.fixed = null;
    this.offsetMs = at ? at.getTime() - Date.now() : 0;
  }
}
