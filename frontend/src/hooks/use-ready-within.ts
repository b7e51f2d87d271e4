import { useEffect, useState } from 'react';

/**
 * `ready`, or true once `ms` have passed since the wait began (`ms` null: not waiting yet). A page that holds
 * its content back until a companion load arrives, so that nothing jumps, shows it anyway when that load is slow.
 */
export function useReadyWithin(ready: boolean, ms: number | null): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (ready || late || ms === null) return;
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [ready, late, ms]);
  return ready || late;
}
