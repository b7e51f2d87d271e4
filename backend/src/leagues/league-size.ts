import { CommandTransaction } from '../event-store/event-store.service';
import { LeagueSize } from './domain/member.decider';
import { countMembers, lockUntilCommit } from './leagues.sql';

/**
 * Joins far from the cap take no lock of their own (a league's joins run side by side under its stream's shared
 * lock). Within this many of the cap, a join waits for the others of its league and counts again, so a rush cannot
 * carry the league past MAX_LEAGUE_MEMBERS unless more joins than this were in flight at once.
 */
const NEAR_THE_CAP = 64;

/** How full the league is, as a join or a rejoin in its transaction sees it (for `memberDecider`'s cap). */
export async function leagueSize(tx: CommandTransaction, leagueId: string, maxMembers: number): Promise<LeagueSize> {
  const count = () => countMembers(tx.manager, leagueId);
  let members = await count();
  if (members >= maxMembers - NEAR_THE_CAP) {
    await lockUntilCommit(tx.manager, `league-members:${leagueId}`);
    members = await count();
  }
  return { members, maxMembers };
}
