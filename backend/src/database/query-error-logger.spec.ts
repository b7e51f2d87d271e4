import { describe, expect, it } from 'vitest';
import { failedQueryFields } from './query-error-logger';

describe('what a failed query leaves in the log', () => {
  it("keeps the driver's code, constraint, table and column, never its detail or parameters", () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "league_members_pkey"'), {
      code: '23505',
      constraint: 'league_members_pkey',
      table: 'league_members',
      detail: 'Key (league_id, name_key)=(f0, sandra) already exists.',
      parameters: ['sandra@example.net', 'Sandra Real'],
      query: 'INSERT INTO league_members VALUES ($1, $2)',
    });
    expect(failedQueryFields(error)).toEqual({
      code: '23505',
      constraint: 'league_members_pkey',
      table: 'league_members',
      error: 'duplicate key value violates unique constraint "league_members_pkey"',
    });
  });

  it('drops the value PostgreSQL quotes in its message', () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "sandra@example.net"'), {
      code: '22P02',
    });
    expect(failedQueryFields(error)).toEqual({ code: '22P02', error: 'invalid input syntax for type uuid: "[value]"' });
  });
});
