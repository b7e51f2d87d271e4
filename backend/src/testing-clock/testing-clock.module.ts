import { Module } from '@nestjs/common';
import { TestingClockController } from './testing-clock.http.controller';

/** Registered only when the process started with TESTING_CLOCK=1 (app.module.ts, parseTestingClock). */
@Module({ controllers: [TestingClockController] })
export class TestingClockModule {}
