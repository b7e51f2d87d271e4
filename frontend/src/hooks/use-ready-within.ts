import { useEffect, useState } from 'react';

/**
 * True once `ready` has been true, or once `ms` have passed since the wait began (`ms` null: not waiting yet), and
 * from then on. A page that holds its content back until a companion load arrives, so that nothing jumps, shows it
 * anyway when that load is slow, and never takes it back (a reload of the companion later does not hide the page).
 */
export function useReadyWithin(ready: boolean, ms: number | null): boolean {
  const [settled, setSettled] = useState(false);
  // Derived state, set while rendering: the render that first sees `ready` already answers true.
  if (ready && !settled) setSettled(true);
  useEffect(() => {
    if (settled || ms === null) return;
    const timer = setTimeout(() => setSettled(true), ms);
    return () => clearTimeout(timer);
  }, [settled, ms]);
  return ready || settled;
}
