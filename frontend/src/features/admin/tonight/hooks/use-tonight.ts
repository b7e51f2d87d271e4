import { TONIGHT_REFRESH_MS, type Tonight } from '@tribal/contracts';
import { useEffect, useState } from 'react';
import { getTonight } from '../api/get-tonight';

export interface TonightState {
  figures: Tonight | null;
  /** the last ask failed (the figures shown, if any, are the last ones that came) */
  failed: boolean;
}

/**
 * The Tonight figures, asked for again every couple of seconds while the panel is on screen (and not while the
 * tab is hidden); one ask at a time, so a slow server is never asked twice at once.
 */
export function useTonight(): TonightState {
  const [state, setState] = useState<TonightState>({ figures: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      if (document.visibilityState !== 'hidden') {
        try {
          const figures = await getTonight(controller.signal);
          setState({ figures, failed: false });
        } catch {
          if (controller.signal.aborted) return;
          setState((current) => ({ ...current, failed: true }));
        }
      }
      if (!controller.signal.aborted) timer = setTimeout(ask, TONIGHT_REFRESH_MS);
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);
  return state;
}
