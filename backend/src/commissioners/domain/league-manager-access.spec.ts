import { LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../common/domain-error';
import { leagueManagerAccess } from './league-manager-access';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { status: (error as DomainError).status, message: (error as DomainError).message };
  }
  return null;
};

describe('who may manage a league', () => {
  const pearl = { commissionerEmail: 'jeff@example.com' };

  it('the site admin manages every league, even one without a commissioner email', () => {
    expect(leagueManagerAccess({ kind: 'admin' }, pearl)).toBe('admin');
    expect(leagueManagerAccess({ kind: 'admin' }, { commissionerEmail: null })).toBe('admin');
  });

  it('a commissioner manages the leagues of their own email (any letter case)', () => {
    expect(leagueManagerAccess({ kind: 'commissioner', email: 'Jeff@Example.com' }, pearl)).toBe('commissioner');
  });

  it("another league's commissioner is refused with 403, as is a league that does not exist", () => {
    const other = { kind: 'commissioner' as const, email: 'probst@example.com' };
    expect(refusal(() => leagueManagerAccess(other, pearl))).toEqual({
      status: 403,
      message: LEAGUE_MANAGER_MESSAGES.notYourLeague,
    });
    expect(refusal(() => leagueManagerAccess(other, null))?.status).toBe(403);
    expect(refusal(() => leagueManagerAccess(other, { commissionerEmail: null }))?.status).toBe(403);
  });

  it('without a valid session: 401', () => {
    expect(refusal(() => leagueManagerAccess({ kind: 'nobody' }, pearl))).toEqual({
      status: 401,
      message: LEAGUE_MANAGER_MESSAGES.signInRequired,
    });
  });
});
