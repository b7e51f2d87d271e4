import { CommandTransaction } from '../event-store/event-store.service';
import { LeagueSize } from './domain/member.decider';

/**
 * Joins far from the cap take no lock of their own (a league's joins run side by side under its stream's shared
 * lock). Within this many of the cap, a join waits for the others of its league and counts again, so a rush cannot
 * carry the league past MAX_LEAGUE_MEMBERS unless more joins than this were in flight at once.
 */
const NEAR_THE_CAP = 64;

/** How full the league is, as a join or a rejoin in its transaction sees it (for `memberDecider`'s cap). */
export async function leagueSize(tx: CommandTransaction, leagueId: string, maxMembers: number): Promise<LeagueSize> {
  const count = async () => {
    const [{ members }]: Array<{ members: number }> = await tx.manager.query(
      'SELECT count(*)::int AS members FROM league_members WHERE league_id = $1',
      [leagueId],
    );
    return members;
  };
  let members = await count();
  if (members >= maxMembers - NEAR_THE_CAP) {
    await tx.manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`league-members:${leagueId}`]);
    members = await count();
  }
  return { members, maxMembers };
}
