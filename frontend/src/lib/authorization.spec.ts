import { describe, expect, it } from 'vitest';
import { can, oneLeagueOf, runsLeague } from './authorization';
import { ADMIN_SCOPE, type ManageScope } from './manage-scope';

const adminOnOneLeague: ManageScope = {
  role: 'admin',
  leagueId: 'pearl-islands',
  home: '/league/pearl-islands/manage',
};
const jeff: ManageScope = {
  role: 'commissioner',
  leagueId: 'pearl-islands',
  bearerToken: 'jeffs-token',
  home: '/league/pearl-islands/manage',
  ownEntry: 'Jeff',
};

describe('what the manage pages offer', () => {
  it("the admin's own pages act on every league; the admin or a commissioner on one league's pages, on that one", () => {
    expect(oneLeagueOf(ADMIN_SCOPE)).toBeNull();
    expect(oneLeagueOf(adminOnOneLeague)).toBe('pearl-islands');
    expect(oneLeagueOf(jeff)).toBe('pearl-islands');
    expect([ADMIN_SCOPE, adminOnOneLeague, jeff].map((s) => can(s, 'leagues:act-on-every'))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('only the admin continues a league, deletes it without typing its name, or moves a passed deadline', () => {
    for (const action of ['league:continue', 'league:delete-unconfirmed', 'deadlines:move-passed'] as const) {
      expect([ADMIN_SCOPE, adminOnOneLeague, jeff].map((s) => can(s, action))).toEqual([true, true, false]);
    }
  });

  it("a commissioner corrects every entry but their own; the admin corrects the commissioner's too", () => {
    expect(can(jeff, 'entry:correct', 'Sandra')).toBe(true);
    expect(can(jeff, 'entry:correct', 'Jeff')).toBe(false);
    expect(can({ ...jeff, ownEntry: undefined }, 'entry:correct', 'Jeff')).toBe(true);
    expect(can(adminOnOneLeague, 'entry:correct', 'Jeff')).toBe(true);
  });

  it('a commissioner is told what only the site admin may do; the admin is not', () => {
    expect(can(jeff, 'help:commissioner-limits')).toBe(true);
    expect(can(adminOnOneLeague, 'help:commissioner-limits')).toBe(false);
  });
});

describe('what a signed-in person runs', () => {
  const parvati = { leaguesRun: [{ leagueId: 'office-pool', leagueName: 'Office Pool', season: 49 }] };
  it('runs the leagues of their email only; nobody signed in runs none', () => {
    expect(runsLeague(parvati, 'office-pool')).toBe(true);
    expect(runsLeague(parvati, 'family-pool')).toBe(false);
    expect(runsLeague(null, 'office-pool')).toBe(false);
  });
});
