import { loadConfig } from '../config/app-config';
import { resolveDatabase } from '../database/resolve-database';
import { migrateUnderStartUpLock } from '../database/start-up-lock';
import { StartUpError } from '../start-up/start-up-error';

/**
 * `npm run db:migrate`: applies pending migrations. Optional: every app process does the same at start-up, under
 * the same lock, so this may run while processes start.
 */
async function main(): Promise<void> {
  const database = await resolveDatabase(loadConfig());
  const applied = await migrateUnderStartUpLock(database.url);
  console.log(
    applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database schema is up to date.',
  );
  await database.stop();
}

main().catch((error) => {
  // A database the user can fix (unreachable, wrong password, …) is said in one paragraph; anything else is a bug.
  if (error instanceof StartUpError) console.error(error.message);
  else console.error('Migration failed:', error);
  process.exit(1);
});
