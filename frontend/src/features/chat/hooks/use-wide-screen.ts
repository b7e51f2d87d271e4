import { useEffect, useState } from 'react';

/** Bootstrap's `lg` breakpoint: from here the chat sits beside the standings instead of behind a tab. */
const WIDE = '(min-width: 992px)';

const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/** Whether the screen is wide enough to show the chat beside the standings, kept current as the window resizes. */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE);
    const changed = () => setWide(query.matches);
    changed();
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return wide;
}
