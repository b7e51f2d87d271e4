import type { StandingsHistory } from '@tribal/contracts';
import { useEffect, useRef, useState } from 'react';
import { isAbort } from '@/lib/api-client';
import { debounceWithJitter, type JitteredDebounce, LIVE_REFETCH_SPACING } from '@/lib/debounce-with-jitter';
import { getStandingsHistory } from '../api/get-standings-history';

export type HistoryState =
  | { status: 'loading' }
  | { status: 'success'; history: StandingsHistory }
  | { status: 'error'; error: unknown };

/**
 * The chart's data for one league-season. It is loaded once, then again whenever `totalsChanges` moves (a live
 * change brought new totals): debounced with jitter, since every viewer of the league hears of it at once.
 * What is shown stays on screen while the new history loads.
 */
export function useStandingsHistory(
  leagueId: string | undefined,
  season: number | undefined,
  totalsChanges: number,
): HistoryState {
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const debounce = useRef<JitteredDebounce | null>(null);

  useEffect(() => {
    setState({ status: 'loading' });
    if (!leagueId || season === undefined) return;
    const controller = new AbortController();
    let shown = false;
    const load = () => {
      getStandingsHistory(leagueId, season, controller.signal).then(
        (history) => {
          if (controller.signal.aborted) return;
          shown = true;
          setState({ status: 'success', history });
        },
        (error: unknown) => {
          // A failed refresh keeps the chart already shown.
          if (controller.signal.aborted || isAbort(error) || shown) return;
          setState({ status: 'error', error });
        },
      );
    };
    load();
    debounce.current = debounceWithJitter(load, LIVE_REFETCH_SPACING);
    return () => {
      debounce.current?.cancel();
      debounce.current = null;
      controller.abort();
    };
  }, [leagueId, season]);

  useEffect(() => {
    if (totalsChanges > 0) debounce.current?.trigger();
  }, [totalsChanges]);

  return state;
}
