import { QueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';

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

/**
 * `useQuery` for a screen: it shows what it loaded since it opened. When one screen opens as another closes, in
 * the same render, the cache still holds the closing screen's answer under the same key; that answer may predate
 * a write made there (a draft locked in, then Player Swaps opened), so the new screen waits for its own load, as
 * every screen did before the cache. Live refetches later keep what is shown while they load.
 */
export function useFreshQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
): UseQueryResult<TData> {
  const query = useQuery({ ...options, refetchOnMount: 'always' });
  if (query.isFetchedAfterMount || query.fetchStatus === 'idle') return query;
  return {
    ...query,
    data: undefined,
    error: null,
    status: 'pending',
    isPending: true,
    isLoading: true,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
  } as UseQueryResult<TData>;
}
