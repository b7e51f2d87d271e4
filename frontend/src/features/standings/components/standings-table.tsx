import type { StandingRow } from '@tribal/contracts';
import '../standings.css';
import { Fragment, type ReactNode, useDeferredValue, useState } from 'react';
import { Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { MovementIndicator } from '@/components/movement-indicator';
import type { CastLookup } from '@/hooks/use-season-cast';
import { formatPoints } from '@/lib/format-points';
import { CastawayChip } from './castaway-chip';
import { StandingsBreakdown } from './standings-breakdown';

interface StandingsTableProps {
  rows: StandingRow[];
  leagueId: string;
  /** The saved user's name, to highlight their row. */
  highlightUserName?: string;
  /** the season's cast: rows carry castaway ids */
  cast: CastLookup;
  /** Fetches the snapshot again: a row whose totals changed live has a stale breakdown until then. */
  onRefresh: () => Promise<void>;
  /**
   * Below a member's breakdown: their points traced to the episode's happenings (the page passes the happenings
   * feature's trace; none under the spoiler shield).
   */
  renderTrace?: (userName: string) => ReactNode;
}

const MEDALS: Record<number, string> = { 1: 'gold', 2: 'silver', 3: 'bronze' };
/** The rows of a table's first paint: a phone shows about five. */
const FIRST_PAINT_ROWS = 8;
const COLUMNS = 6;

export function StandingsTable({
  rows,
  leagueId,
  highlightUserName,
  cast,
  onRefresh,
  renderTrace,
}: StandingsTableProps) {
  // A big league's table is its page's largest piece of work. The first screenful paints at once; the other rows
  // follow in a background render that React splits into short tasks, so a phone's tap never waits behind them.
  // Later changes (live totals) render the same way, a moment behind.
  const drawnRows = useDeferredValue(rows, rows.slice(0, FIRST_PAINT_ROWS));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [refreshing, setRefreshing] = useState(false);

  function refresh() {
    if (refreshing) return;
    setRefreshing(true);
    void onRefresh().finally(() => setRefreshing(false));
  }

  function toggle(row: StandingRow) {
    const next = new Set(expanded);
    if (next.has(row.userName)) {
      next.delete(row.userName);
    } else {
      next.add(row.userName);
      // Live score changes carry totals only: the breakdown comes with a fresh snapshot.
      if (row.breakdownStale) refresh();
    }
    setExpanded(next);
  }

  return (
    <div className="tp-standings-wrapper">
      <Table className="tp-standings mb-0 align-middle" aria-label="Standings">
        <thead>
          <tr>
            <th scope="col" className="text-center">
              Rank
            </th>
            <th scope="col" className="text-center tp-col-move">
              <span aria-hidden="true">+/−</span>
              <span className="visually-hidden">Movement</span>
            </th>
            <th scope="col">Member</th>
            <th scope="col" className="tp-col-team">
              Team
            </th>
            <th scope="col" className="text-end">
              Total
            </th>
            <th scope="col" className="tp-col-toggle">
              <span className="visually-hidden">Breakdown</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {drawnRows.map((row) => {
            const mine = row.userName === highlightUserName;
            const open = expanded.has(row.userName);
            const detailId = `tp-breakdown-${encodeURIComponent(row.userName)}`;
            return (
              <Fragment key={row.userName}>
                <tr
                  className={['tp-standing-row', mine && 'tp-my-row', open && 'is-open'].filter(Boolean).join(' ')}
                  aria-current={mine ? 'true' : undefined}
                  data-user-name={row.userName}
                >
                  <td className="text-center tp-rank-cell">
                    <span className={`tp-rank ${MEDALS[row.rank] ? `tp-rank-${MEDALS[row.rank]}` : ''}`}>
                      {row.rank}
                    </span>
                  </td>
                  <td className="text-center tp-move-cell">
                    <MovementIndicator movement={row.movement} />
                  </td>
                  <th scope="row" className="fw-semibold tp-member-cell">
                    <Link
                      to={`/league/${encodeURIComponent(leagueId)}/member/${encodeURIComponent(row.userName)}`}
                      className="tp-member-link"
                    >
                      {row.userName}
                    </Link>
                    {mine && <span className="tp-you-badge ms-2">You</span>}
                  </th>
                  {/* On phones CSS moves this cell under the member's name (no room for a wide column). */}
                  <td className="tp-team-cell">
                    {row.team.length === 0 ? (
                      <span className="text-secondary small">No team drafted yet</span>
                    ) : (
                      <div className="tp-team">
                        {row.team.map((castawayId) => (
                          <CastawayChip key={castawayId} castawayId={castawayId} cast={cast} leagueId={leagueId} />
                        ))}
                      </div>
                    )}
                  </td>
                  <td className="text-end tp-total">{formatPoints(row.total)}</td>
                  <td className="tp-toggle-cell">
                    <button
                      type="button"
                      className="tp-expand-button"
                      aria-expanded={open}
                      aria-controls={open ? detailId : undefined}
                      onClick={() => toggle(row)}
                      title={open ? 'Hide breakdown' : 'Show breakdown'}
                    >
                      <span className="tp-chevron" aria-hidden="true" />
                      <span className="visually-hidden">
                        {open ? 'Hide' : 'Show'} breakdown for {row.userName}
                      </span>
                    </button>
                  </td>
                </tr>
                {open && (
                  <tr className="tp-breakdown-row" id={detailId}>
                    <td colSpan={COLUMNS}>
                      <StandingsBreakdown
                        row={row}
                        leagueId={leagueId}
                        cast={cast}
                        refreshing={refreshing}
                        onRefresh={refresh}
                      />
                      {renderTrace?.(row.userName)}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
