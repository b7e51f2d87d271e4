import { type QueryKey, type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import {
  type Inventory,
  type InventoryMessage,
  LIVE_EVENTS,
  type SeasonScores,
  type SeasonScoresMessage,
} from '@tribal/contracts';
import { useEffect, useMemo } from 'react';
import { useSeasonRoom } from '@/hooks/use-season-room';
import { seasonScoresQuery } from '@/lib/api/get-season-scores';
import { debounceWithJitter, LIVE_REFETCH_SPACING } from '@/lib/debounce-with-jitter';
import { useFreshQuery } from '@/lib/query-client';
import { inventoryQuery } from '../api/get-inventory';

export type Loaded<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

interface LiveSeasonScores {
  scores: Loaded<SeasonScores>;
  inventory: Loaded<Inventory>;
  status: 'live' | 'reconnecting';
}

function isInventoryMessage(message: unknown): message is InventoryMessage {
  const m = message as Partial<InventoryMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.castawayId === 'number' &&
    typeof m.idols === 'number' &&
    typeof m.advantages === 'number'
  );
}

/** A failed refresh keeps what is shown: an error counts only while nothing was loaded yet. */
function loaded<T>(query: UseQueryResult<T>): Loaded<T> {
  if (query.data !== undefined) return { status: 'success', data: query.data };
  return query.status === 'error' ? { status: 'error', error: query.error } : { status: 'loading' };
}

/**
 * A season's scores and every castaway's inventory, kept current: loaded once, then the season room says when
 * scores changed (re-fetched after a debounce with jitter, so every viewer does not ask in the same second) and
 * sends inventory counts whole (merged into the cache in place). A reconnect re-fetches both: changes missed
 * offline appear.
 */
export function useLiveSeasonScores(season: number | undefined): LiveSeasonScores {
  const queryClient = useQueryClient();
  const scores = useFreshQuery({ ...seasonScoresQuery(season ?? 0), enabled: season !== undefined });
  const inventory = useFreshQuery({ ...inventoryQuery(), enabled: season !== undefined });

  const later = useMemo(() => {
    if (season === undefined) return null;
    const reload = (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey, exact: true });
    return {
      scores: debounceWithJitter(() => reload(seasonScoresQuery(season).queryKey), LIVE_REFETCH_SPACING),
      both: debounceWithJitter(() => {
        reload(seasonScoresQuery(season).queryKey);
        reload(inventoryQuery().queryKey);
      }, LIVE_REFETCH_SPACING),
    };
  }, [season, queryClient]);
  useEffect(
    () => () => {
      later?.scores.cancel();
      later?.both.cancel();
    },
    [later],
  );

  const room = useSeasonRoom(season, {
    reconnected: () => later?.both.trigger(),
    [LIVE_EVENTS.seasonScores]: (message: unknown) => {
      if ((message as SeasonScoresMessage | null)?.season === season) later?.scores.trigger();
    },
    [LIVE_EVENTS.inventory]: (message: unknown) => {
      if (!isInventoryMessage(message)) return;
      queryClient.setQueryData(inventoryQuery().queryKey, (current) =>
        current
          ? { ...current, [String(message.castawayId)]: { idols: message.idols, advantages: message.advantages } }
          : current,
      );
    },
  });

  return {
    scores: season === undefined ? { status: 'loading' } : loaded(scores),
    inventory: season === undefined ? { status: 'loading' } : loaded(inventory),
    status: room === 'live' ? 'live' : 'reconnecting',
  };
}
