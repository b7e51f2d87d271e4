import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and from then on): what lies below the fold
 * loads when the reader scrolls toward it, not on a phone's first paint (issue 30). Without IntersectionObserver
 * it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return [ref, near];
}
