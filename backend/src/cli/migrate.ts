import { loadConfig } from '../config/app-config';
import { createDataSource } from '../database/data-source';
import { resolveDatabase } from '../database/resolve-database';
import { StartUpError } from '../start-up/start-up-error';

/** `npm run db:migrate`: applies pending migrations (run once before starting several app processes). */
async function main(): Promise<void> {
  const database = await resolveDatabase(loadConfig());
  const dataSource = createDataSource(database.url, 1);
  await dataSource.initialize();
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`
      : 'Database schema is up to date.',
  );
  await dataSource.destroy();
  await database.stop();
}

main().catch((error) => {
  // A database the user can fix (unreachable, wrong password, …) is said in one paragraph; anything else is a bug.
  if (error instanceof StartUpError) console.error(error.message);
  else console.error('Migration failed:', error);
  process.exit(1);
});
