import { defaultSeason, type SeasonSummary } from '@tribal/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { getSeasons } from '@/lib/api/get-seasons';

interface SeasonsState {
  seasons: SeasonSummary[] | undefined;
  error: unknown;
  loading: Promise<void> | null;
  load: () => Promise<void>;
}

/**
 * The seasons from the server, loaded once per page load and shared by every picker (issue 19: no season number
 * lives in the app). `refreshSeasons` reloads them after the admin opens or edits one.
 */
const useSeasonsStore = create<SeasonsState>((set, get) => ({
  seasons: undefined,
  error: undefined,
  loading: null,
  load: () => {
    const running = get().loading;
    if (running) return running;
    const loading = getSeasons().then(
      (seasons) => set({ seasons, error: undefined, loading: null }),
      (error: unknown) => set({ error, loading: null }),
    );
    set({ loading });
    return loading;
  },
}));

export const refreshSeasons = () => useSeasonsStore.getState().load();

export interface Seasons {
  /** newest first; undefined while loading */
  seasons: SeasonSummary[] | undefined;
  error: unknown;
  /** the season airing now, else the next upcoming, else the latest (contracts' defaultSeason) */
  defaultSeason: number | undefined;
  find: (season: number | undefined) => SeasonSummary | undefined;
}

export function useSeasons(): Seasons {
  const { seasons, error, load } = useSeasonsStore();
  useEffect(() => {
    if (!useSeasonsStore.getState().seasons) void load();
  }, [load]);
  return {
    seasons,
    error,
    defaultSeason: seasons ? defaultSeason(seasons) : undefined,
    find: (season) => seasons?.find((s) => s.number === season),
  };
}
