import type { StandingsHistory } from '@tribal/contracts';
import { useState } from 'react';
import { useLiveReload } from '@/hooks/use-live-reload';
import { isAbort } from '@/lib/api-client';
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
  useLiveReload(
    (signal) => {
      setState({ status: 'loading' });
      if (!leagueId || season === undefined) return undefined;
      let shown = false;
      return () => {
        getStandingsHistory(leagueId, season, signal).then(
          (history) => {
            if (signal.aborted) return;
            shown = true;
            setState({ status: 'success', history });
          },
          (error: unknown) => {
            // A failed refresh keeps the chart already shown.
            if (signal.aborted || isAbort(error) || shown) return;
            setState({ status: 'error', error });
          },
        );
      };
    },
    [leagueId, season],
    totalsChanges,
  );

  return state;
}
