import type { LeagueDetails } from '@tribal/contracts';
import { Link } from 'react-router';

/**
 * Under a league's name: its commissioner, how many members, and the link to its record (by the id the page was
 * opened with).
 */
export function LeagueByline({ league, leagueId }: { league: LeagueDetails; leagueId: string }) {
  const members = league.members.length;
  return (
    <>
      Commissioner {league.commissioner} · {members} {members === 1 ? 'member' : 'members'} ·{' '}
      <Link to={`/league/${encodeURIComponent(leagueId)}/record`}>League record</Link>
    </>
  );
}
