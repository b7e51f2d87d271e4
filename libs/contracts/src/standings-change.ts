import { StandingsChange } from './live';
import { StandingRow, StandingsView } from './standings';

/** Member-name order used by `totals` arrays: code-point order, the same as Postgres `COLLATE "C"`. */
export const byUserName = (a: { userName: string }, b: { userName: string }) =>
  a.userName < b.userName ? -1 : a.userName > b.userName ? 1 : 0;

/** Competition ranking (spec §9): equal totals share a rank, the next rank skips (1, 1, 3). */
export function competitionRanks(totals: number[]): number[] {
  const descending = [...totals].sort((a, b) => b - a);
  const firstAt = new Map<number, number>();
  descending.forEach((total, i) => {
    if (!firstAt.has(total)) firstAt.set(total, i + 1);
  });
  return totals.map((total) => firstAt.get(total) ?? 0);
}

/** Rows in display order: rank, then name. */
export const byRankThenName = (a: StandingRow, b: StandingRow) => a.rank - b.rank || byUserName(a, b);

/**
 * Applies a live change to the standings held. Answers the new standings, the same ones for a change they already
 * have, or `null` when the change does not follow from them (a gap): the caller then re-fetches the snapshot.
 */
export function applyStandingsChange(snapshot: StandingsView, change: StandingsChange): StandingsView | null {
  if (change.leagueId !== snapshot.leagueId || change.season !== snapshot.season) return snapshot;
  if (change.version <= snapshot.version) return snapshot;
  if (change.fromVersion !== snapshot.version) return null;

  const rows = new Map(snapshot.standings.map((row) => [row.userName, row]));
  for (const userName of change.removed) rows.delete(userName);
  for (const patch of change.changed) {
    const existing = rows.get(patch.userName);
    const merged = { ...existing, ...patch } as Partial<StandingRow>;
    if (
      merged.rank === undefined ||
      merged.total === undefined ||
      !merged.breakdown ||
      !merged.team ||
      merged.movement === undefined
    ) {
      return null;
    }
    rows.set(patch.userName, merged as StandingRow);
  }
  let standings = [...rows.values()];
  if (change.totals) {
    standings.sort(byUserName);
    const { total, previous } = change.totals;
    if (total.length !== standings.length || previous.length !== standings.length) return null;
    const ranks = competitionRanks(total);
    const previousRanks = competitionRanks(previous);
    standings = standings.map((row, i) => ({
      ...row,
      total: total[i],
      rank: ranks[i],
      movement: previousRanks[i] - ranks[i],
      breakdownStale: row.breakdownStale || row.total !== total[i],
    }));
  }
  standings.sort(byRankThenName);
  return { ...snapshot, version: change.version, standings };
}
