import { type FeedItem, LIVE_EVENTS } from '@tribal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getEpisodeFeed } from '@/lib/api/get-episode-feed';
import { getSeasonScores } from '@/lib/api/get-season-scores';
import { isAbort } from '@/lib/api-client';
import { useSeasonRoom } from './use-season-room';

export interface LiveHappenings {
  /** episode -> its feed in order, for the episodes loaded so far */
  feeds: Record<number, FeedItem[]>;
  /** the newest episode with anything recorded (the one on TV), or the one asked for */
  episode: number | undefined;
  /** every episode with scores, newest last */
  scoredEpisodes: number[];
  status: 'loading' | 'live' | 'reconnecting' | 'error';
  /**
   * The season's scored episodes are known and the shown episode's feed has loaded (or loading failed): what the
   * feed will show first. A page that draws the feed above other content waits for it, so nothing jumps down.
   */
  ready: boolean;
  /** loads the feeds of every scored episode (a member's breakdown traces points across the season) */
  loadAll(): void;
}

function isFeedItem(message: unknown): message is FeedItem {
  const m = message as Partial<FeedItem> | null;
  return typeof m === 'object' && m !== null && typeof m.id === 'number' && typeof m.episode === 'number';
}

/** Items merged by id (a pushed line may arrive while the episode's feed is loading), in stream order. */
function merge(current: FeedItem[] | undefined, incoming: FeedItem[]): FeedItem[] {
  const byId = new Map((current ?? []).map((item) => [item.id, item]));
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * A season's happenings as they air: the feed of the newest episode (or of `fixedEpisode`), then every line the
 * season room pushes, merged by id (an undo replaces the line, marked undone). A reconnect reloads what is shown.
 */
export function useLiveHappenings(season: number | undefined, fixedEpisode?: number): LiveHappenings {
  const [feeds, setFeeds] = useState<Record<number, FeedItem[]>>({});
  const [episode, setEpisode] = useState<number | undefined>(fixedEpisode);
  const [scoredEpisodes, setScoredEpisodes] = useState<number[]>([]);
  const [failed, setFailed] = useState(false);
  const [scoresLoaded, setScoresLoaded] = useState(false);
  const loaded = useRef(new Set<number>());
  const loader = useRef<(episode: number) => void>(() => {});

  useEffect(() => {
    setFeeds({});
    setFailed(false);
    setScoresLoaded(false);
    loaded.current = new Set();
    if (season === undefined) return;
    const controller = new AbortController();
    const load = (e: number) => {
      loaded.current.add(e);
      getEpisodeFeed(season, e, controller.signal).then(
        (feed) => {
          if (!controller.signal.aborted) setFeeds((all) => ({ ...all, [e]: merge(all[e], feed.happenings) }));
        },
        (error: unknown) => {
          if (!controller.signal.aborted && !isAbort(error)) setFailed(true);
        },
      );
    };
    loader.current = load;

    if (fixedEpisode !== undefined) {
      setEpisode(fixedEpisode);
      load(fixedEpisode);
    }
    getSeasonScores(season, controller.signal).then(
      (scores) => {
        if (controller.signal.aborted) return;
        const episodes = Object.keys(scores)
          .map(Number)
          .sort((a, b) => a - b);
        setScoredEpisodes(episodes);
        setScoresLoaded(true);
        if (fixedEpisode === undefined && episodes.length) {
          const latest = episodes[episodes.length - 1];
          setEpisode((e) => Math.max(e ?? 0, latest));
          load(latest);
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) setFailed(true);
      },
    );

    return () => controller.abort();
  }, [season, fixedEpisode]);

  // A reconnect reloads what is shown; a pushed line is merged in, and a newer episode followed.
  const room = useSeasonRoom(season, {
    reconnected: () => {
      for (const e of loaded.current) loader.current(e);
    },
    [LIVE_EVENTS.happening]: (item: unknown) => {
      if (!isFeedItem(item) || item.season !== season) return;
      setFeeds((all) => ({ ...all, [item.episode]: merge(all[item.episode], [item]) }));
      setScoredEpisodes((episodes) =>
        episodes.includes(item.episode) ? episodes : [...episodes, item.episode].sort((a, b) => a - b),
      );
      if (fixedEpisode === undefined) {
        // A newer episode started airing: follow it, with whatever it recorded before this line.
        setEpisode((e) => (e === undefined || item.episode > e ? item.episode : e));
        if (!loaded.current.has(item.episode)) loader.current(item.episode);
      }
    },
  });

  const loadAll = useCallback(() => {
    for (const e of scoredEpisodes) if (!loaded.current.has(e)) loader.current(e);
  }, [scoredEpisodes]);

  // The room answering wins (as when the ack came after a failed load); else a failed load says so.
  const status = room === 'live' ? 'live' : failed ? 'error' : room;
  const ready = failed || (scoresLoaded && (episode === undefined || feeds[episode] !== undefined));
  return { feeds, episode, scoredEpisodes, status, ready, loadAll };
}
