import { InitialSchema1763856000000 } from './1763856000000-initial-schema';

/** Every migration in order; TypeORM runs the ones not yet recorded. */
export const MIGRATIONS = [InitialSchema1763856000000];
