import type { TeamCastaway } from '@tribal/contracts';
import { Link } from 'react-router';
import { CastawayAvatar } from '@/components/castaway-avatar';

/** A castaway's picture and name, linking to their episode-by-episode points in this league. */
export function CastawayChip({ castaway, leagueId }: { castaway: TeamCastaway; leagueId: string }) {
  return (
    <Link
      to={`/league/${encodeURIComponent(leagueId)}/castaway/${castaway.castawayId}`}
      className="tp-castaway-chip"
      title={`${castaway.name}: points by episode`}
    >
      <CastawayAvatar name={castaway.name} imageUrl={castaway.imageUrl} />
      <span className="tp-castaway-name">{castaway.name}</span>
    </Link>
  );
}
