import { Link } from 'react-router';
import { CastawayAvatar } from '@/components/castaway-avatar';
import { type CastLookup, castawayName } from '@/hooks/use-season-cast';

/** A castaway's picture and name (from the season's cast), linking to their episode-by-episode points. */
export function CastawayChip({
  castawayId,
  cast,
  leagueId,
}: {
  castawayId: number;
  cast: CastLookup;
  leagueId: string;
}) {
  const name = castawayName(cast, castawayId);
  return (
    <Link
      to={`/league/${encodeURIComponent(leagueId)}/castaway/${castawayId}`}
      className="tp-castaway-chip"
      title={`${name}: points by episode`}
    >
      <CastawayAvatar name={name} imageUrl={cast.get(castawayId)?.imageUrl} />
      <span className="tp-castaway-name">{name}</span>
    </Link>
  );
}
