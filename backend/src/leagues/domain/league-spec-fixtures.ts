import { LeagueCreated } from './league.events';

/**
 * Given for the league deciders' specs: league L1 of season 49, created by the admin at `createdAt` with
 * commissioner Jeff; `overrides` make it another league (a self-serve one, another name).
 */
export const leagueCreated = (createdAt: Date, overrides: Partial<LeagueCreated['data']> = {}): LeagueCreated => ({
  type: 'LeagueCreated',
  data: {
    leagueId: 'L1',
    name: 'Pearl Islands Pool',
    commissioner: 'Jeff',
    season: 49,
    passwordHash: 'h',
    tribes: [],
    createdAt: createdAt.toISOString(),
    ...overrides,
  },
});
