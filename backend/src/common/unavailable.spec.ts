import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { isDependencyUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('an error that means the database or Redis is out of reach', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['pg losing its connection', new Error('Connection terminated unexpectedly')],
    ['pg-pool finding no connection in time', new Error('timeout exceeded when trying to connect')],
    ['PostgreSQL shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03')],
    ['ioredis without its connection', new Error('Connection is closed.')],
    ['ioredis refusing to queue', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['TypeORM wrapping the driver', new QueryFailedError('SELECT 1', [], withCode('gone', 'ECONNRESET'))],
    ['a cause chain', new Error('command failed', { cause: withCode('connect', 'ECONNREFUSED') })],
    ['every address refused', new AggregateError([withCode('a', 'ECONNREFUSED'), withCode('b', 'ECONNREFUSED')])],
  ])('%s is one', (_, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['nothing', undefined],
  ])('%s is not', (_, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});
