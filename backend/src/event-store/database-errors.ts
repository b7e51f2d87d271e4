import { DatabaseError } from 'pg';
import { QueryFailedError } from 'typeorm';

export const UNIQUE_VIOLATION = '23505';
export const SERIALIZATION_FAILURE = '40001';
export const DEADLOCK = '40P01';

/**
 * pg's error behind a failed statement, with its SQLSTATE `code` and the `constraint` it broke: TypeORM wraps it
 * (QueryFailedError.driverError); a prepared statement run on the connection itself (preparedRows) throws it bare.
 */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  const cause = error instanceof QueryFailedError ? error.driverError : error;
  return cause instanceof DatabaseError ? cause : undefined;
}

/** Whether a failed command broke the unique key `constraint` (a read table's, say, as a projection applied it). */
export function brokeUniqueKey(error: unknown, constraint: string): boolean {
  const cause = databaseErrorOf(error);
  return cause?.code === UNIQUE_VIOLATION && cause.constraint === constraint;
}
