import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/** PostgreSQL quotes the offending value after a colon: `invalid input syntax for type uuid: "…"`. */
const QUOTED_VALUE = /: ".*$/s;
const MAX_MESSAGE = 200;

/**
 * What of a failed query may be logged: the driver's code, the constraint, table and column it names, and its
 * message without a quoted value. Never the parameters, nor `detail` (PostgreSQL's "Key (email)=(…)" and "Failing
 * row contains (…)" quote the row: emails, real names, token digests).
 */
export function failedQueryFields(error: string | Error): Record<string, string> {
  const e = (typeof error === 'string' ? { message: error } : error) as Partial<
    Record<'code' | 'constraint' | 'table' | 'column' | 'message', unknown>
  >;
  const fields: Record<string, string> = {};
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    if (typeof e[key] === 'string' && e[key]) fields[key] = e[key];
  }
  const message = String(e.message ?? '').replace(QUOTED_VALUE, ': "[value]"');
  fields.error = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
  return fields;
}

/**
 * TypeORM's logger: a failed query is one line in the app's log (pino, context `Database`), with the fields above.
 * TypeORM's own loggers print the SQL with `-- PARAMETERS: [...]` to the console, outside pino's masking (review
 * 2026-11-26 N8). A warning, not an error: many failures are expected and handled by the caller (the event store
 * retries a serialization failure, a deadlock or a lost race on a stream version); one that is not becomes the
 * request's 500, logged as an error by the exception filter. Queries, slow queries, schema and migration chatter
 * are not logged, as before.
 */
export class QueryErrorLogger implements TypeOrmLogger {
  private readonly logger = new Logger('Database');

  logQueryError(error: string | Error): void {
    this.logger.warn({ msg: 'query failed', ...failedQueryFields(error) });
  }

  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
