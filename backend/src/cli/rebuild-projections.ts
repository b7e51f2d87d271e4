import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { resolveDatabase } from '../database/resolve-database';
import { migrateUnderStartUpLock } from '../database/start-up-lock';
import { ProjectionRebuilder } from '../event-store/projection-rebuilder';
import { StartUpError } from '../start-up/start-up-error';

/** `npm run projections:rebuild`: empties every read table and replays all events into them. */
async function main(): Promise<void> {
  // A rebuild only replays events: no mail is sent and no reminder is scheduled from this process.
  process.env.RUN_MAIL_WORKER = 'false';
  const config = loadConfig();
  const database = await resolveDatabase(config);
  await migrateUnderStartUpLock(database.url);
  const app = await NestFactory.createApplicationContext(
    AppModule.forRuntime({
      config: { ...config, frontendDist: '/nonexistent' },
      databaseUrl: database.url,
      redis: null,
    }),
    { logger: ['error', 'warn'] },
  );
  const { events, tables } = await app.get(ProjectionRebuilder).rebuild();
  console.log(
    `Rebuilt ${tables.length} read tables (${tables.join(', ')}) from ${events} events in ${database.description}.`,
  );
  await app.close();
  await database.stop();
}

main().catch((error) => {
  // A database the user can fix (unreachable, wrong password, …) is said in one paragraph; anything else is a bug.
  if (error instanceof StartUpError) console.error(error.message);
  else console.error('Rebuilding projections failed:', error);
  process.exit(1);
});
