import type { INestApplication } from '@nestjs/common';
import { AdminAuthService } from './admin/auth/admin-auth.service';
import { SampleCastSeeder } from './castaways/commands/seed-sample-cast/seed-sample-cast';
import { withStartUpLock } from './database/start-up-lock';
import { SampleSeasonsSeeder } from './seasons/sample-seasons';

/**
 * The start-up steps that write, after the app is built (migrations ran before, in `createApp`): the sample seasons,
 * the sample cast of each and the admin password. Under the database's start-up lock, so that processes started together
 * take turns and the later ones find the work done: one sample cast, one admin password (a generated one is
 * printed by the process that stored it, and by no other). Answers where the admin password comes from.
 */
export async function runStartUpWrites(
  app: INestApplication,
  databaseUrl: string,
): Promise<{ source: string; generatedPassword?: string }> {
  // Projections register with the event store when modules initialise: the sample cast's events must reach them.
  await app.init();
  return withStartUpLock(databaseUrl, async () => {
    const sampleSeasons = await app.get(SampleSeasonsSeeder).seed();
    await app.get(SampleCastSeeder).seed(sampleSeasons);
    return app.get(AdminAuthService).ensurePassword();
  });
}
