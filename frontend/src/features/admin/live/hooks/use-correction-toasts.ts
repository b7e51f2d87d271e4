import type { FeedItem } from '@tribal/contracts';
import { useEffect, useRef } from 'react';
import { castawayPointsText } from '@/lib/feed-text';
import type { LiveToast } from '../components/live-toasts';

/**
 * A grid save by someone else arrives as a correction line: say so, once, where it covers nothing. The lines
 * already there when an episode's feed opens are not news.
 */
export function useCorrectionToasts(
  feed: readonly FeedItem[] | undefined,
  episodeKey: string,
  nameOf: (castawayId: number) => string,
  showToast: (toast: Omit<LiveToast, 'id'>) => void,
): void {
  const seen = useRef<{ key: string; ids: Set<number> } | null>(null);
  useEffect(() => {
    if (!feed) return;
    if (seen.current?.key !== episodeKey) {
      seen.current = { key: episodeKey, ids: new Set(feed.map((item) => item.id)) };
      return;
    }
    for (const item of feed) {
      if (seen.current.ids.has(item.id)) continue;
      seen.current.ids.add(item.id);
      if (item.kind === 'correction') {
        const points = castawayPointsText(item.points, nameOf);
        showToast({ variant: 'info', text: `Scores corrected in Ep ${item.episode}${points ? `: ${points}` : ''}` });
      }
    }
  });
}
