import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server answers, shared by every screen through `app/provider.tsx`. Its defaults keep the
 * behaviour the screens had before the cache:
 * - no retry of a failed read: a read failing is shown at once ('Failed to fetch…'), and a write's retries
 *   live in `apiRequest`;
 * - `networkMode: 'always'`: offline, a read still goes to the service worker, which answers from what it kept
 *   (the standings "as of …"), instead of waiting for the network;
 * - no reload on focus or reconnect: the live socket says when an answer is stale, so viewers do not all ask at
 *   once when a phone wakes up;
 * - an answer nobody shows is dropped at once (`gcTime: 0`): a screen opened again reads afresh, so a team just
 *   drafted or a pick just made is never shown stale from a visit before. Screens shown together share a load.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      networkMode: 'always',
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      gcTime: 0,
    },
  },
});
