import {
  ELIMINATION_PICK_KEY,
  SOLE_PREDICTION_KEY,
  SOLE_SURVIVOR_PREDICTION_LABEL,
  type StandingRow,
} from '@tribal/contracts';
import { Button, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { CastawayAvatar } from '@/components/castaway-avatar';
import { type CastLookup, castawayName } from '@/hooks/use-season-cast';
import { formatPoints } from '@/lib/format-points';

interface StandingsBreakdownProps {
  row: StandingRow;
  leagueId: string;
  /** names and pictures of the season's castaways, those on the team and any swapped out (who keep their points) */
  cast: CastLookup;
  refreshing: boolean;
  onRefresh: () => void;
}

interface Line {
  key: string;
  label: string;
  points: number;
  castawayId?: number;
  imageUrl?: string;
  note?: string;
}

function lines(row: StandingRow, cast: CastLookup): Line[] {
  const onTeam = new Set(row.team.map(String));
  const result: Line[] = row.team.map((castawayId) => ({
    key: String(castawayId),
    label: castawayName(cast, castawayId),
    points: row.breakdown[String(castawayId)] ?? 0,
    castawayId,
    imageUrl: cast.get(castawayId)?.imageUrl,
  }));
  for (const [key, points] of Object.entries(row.breakdown)) {
    if (key === ELIMINATION_PICK_KEY || key === SOLE_PREDICTION_KEY || onTeam.has(key)) continue;
    const id = Number(key);
    result.push({
      key,
      label: Number.isInteger(id) ? castawayName(cast, id) : key,
      points,
      castawayId: Number.isInteger(id) ? id : undefined,
      imageUrl: cast.get(id)?.imageUrl,
      note: 'swapped out',
    });
  }
  const bonus = row.breakdown[ELIMINATION_PICK_KEY];
  if (bonus !== undefined) result.push({ key: ELIMINATION_PICK_KEY, label: 'Elimination pick bonus', points: bonus });
  // Issue 32: a correct Sole Survivor prediction, counted at the finale.
  const prediction = row.breakdown[SOLE_PREDICTION_KEY];
  if (prediction !== undefined) {
    result.push({ key: SOLE_PREDICTION_KEY, label: SOLE_SURVIVOR_PREDICTION_LABEL, points: prediction });
  }
  return result;
}

/** Where a member's points came from: each castaway's points, the elimination pick bonus, the Sole Survivor prediction. */
export function StandingsBreakdown({ row, leagueId, cast, refreshing, onRefresh }: StandingsBreakdownProps) {
  if (row.breakdownStale) {
    return (
      <div className="d-flex align-items-center gap-2 text-secondary small py-1" role="status">
        {refreshing ? (
          <>
            <Spinner animation="border" size="sm" aria-hidden="true" />
            Loading the latest breakdown…
          </>
        ) : (
          <>
            The totals changed since this breakdown was loaded.
            <Button variant="link" size="sm" className="p-0" onClick={onRefresh}>
              Load the latest
            </Button>
          </>
        )}
      </div>
    );
  }
  const items = lines(row, cast);
  if (items.length === 0)
    return <p className="text-secondary small mb-0">No points yet: draft a team to start scoring.</p>;
  return (
    <dl className="tp-breakdown mb-0" aria-label={`Points breakdown for ${row.userName}`}>
      {items.map((item) => (
        <div key={item.key} className="tp-breakdown-line">
          <dt>
            {item.castawayId !== undefined ? (
              <Link
                to={`/league/${encodeURIComponent(leagueId)}/castaway/${item.castawayId}`}
                className="tp-breakdown-name"
              >
                <CastawayAvatar name={item.label} imageUrl={item.imageUrl} />
                {item.label}
              </Link>
            ) : (
              <span className="tp-breakdown-name">
                <span className="tp-breakdown-bonus" aria-hidden="true">
                  +
                </span>
                {item.label}
              </span>
            )}
            {item.note && <span className="text-secondary small ms-2">({item.note})</span>}
          </dt>
          <dd>{formatPoints(item.points)} pts</dd>
        </div>
      ))}
      <div className="tp-breakdown-line tp-breakdown-total">
        <dt>Total</dt>
        <dd>{formatPoints(row.total)} pts</dd>
      </div>
    </dl>
  );
}
