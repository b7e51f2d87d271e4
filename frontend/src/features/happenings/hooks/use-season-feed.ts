import { useContext } from 'react';
import { type SeasonFeed, SeasonFeedContext } from '../components/season-feed-provider';

/** The season feed of the page, or null outside a SeasonFeedProvider. */
export function useSeasonFeed(): SeasonFeed | null {
  return useContext(SeasonFeedContext);
}
