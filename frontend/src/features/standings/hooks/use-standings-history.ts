import type { StandingsHistory } from '@tribal/contracts';
import { useLiveRefetch } from '@/hooks/use-live-refetch';
import { useFreshQuery } from '@/lib/query-client';
import { standingsHistoryQuery } from '../api/get-standings-history';

export type HistoryState =
  | { status: 'loading' }
  | { status: 'success'; history: StandingsHistory }
  | { status: 'error'; error: unknown };

/**
 * The chart's data for one league-season. It is loaded once, then again whenever `totalsChanges` moves (a live
 * change brought new totals): debounced with jitter, since every viewer of the league hears of it at once.
 * What is shown stays on screen while the new history loads, and a failed refresh keeps it.
 */
export function useStandingsHistory(
  leagueId: string | undefined,
  season: number | undefined,
  totalsChanges: number,
): HistoryState {
  const known = Boolean(leagueId) && season !== undefined;
  const query = standingsHistoryQuery(leagueId ?? '', season ?? 0);
  const history = useFreshQuery({ ...query, enabled: known });
  useLiveRefetch(known ? query.queryKey : undefined, totalsChanges);

  if (!known) return { status: 'loading' };
  if (history.data !== undefined) return { status: 'success', history: history.data };
  return history.status === 'error' ? { status: 'error', error: history.error } : { status: 'loading' };
}
