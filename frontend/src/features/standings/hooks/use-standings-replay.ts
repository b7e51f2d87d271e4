import type { StandingsReplay } from '@tribal/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AsyncState, useAsync } from '@/hooks/use-async';
import { getStandingsReplay } from '../api/get-standings-replay';

export interface StandingsReplayState {
  /** the episode being replayed, or null */
  episode: number | null;
  /** the replay's steps, loaded once an episode is chosen (null before) */
  replay: AsyncState<StandingsReplay | null>;
  start: (episode: number) => void;
  /** the replay played to its end: the episode counts as revealed and the `?replay` link is spent */
  end: () => void;
  /** the replay could not load: back to the standings, nothing revealed */
  dismiss: () => void;
}

/**
 * The replay of one episode: chosen from the shield's Reveal, or linked as ?replay=N from another page.
 * `onReplayed` is told the episode once the viewer has watched it to the end.
 */
export function useStandingsReplay(
  leagueId: string | undefined,
  season: number | undefined,
  onReplayed: (episode: number) => void,
): StandingsReplayState {
  const [searchParams, setSearchParams] = useSearchParams();
  const [episode, setEpisode] = useState<number | null>(null);
  const replayParam = Number(searchParams.get('replay'));
  useEffect(() => {
    if (Number.isInteger(replayParam) && replayParam > 0) setEpisode(replayParam);
  }, [replayParam]);
  const replay = useAsync(
    (signal) =>
      !leagueId || season === undefined || episode === null
        ? Promise.resolve(null)
        : getStandingsReplay(leagueId, season, episode, signal),
    [leagueId, season, episode],
  );
  const end = () => {
    if (episode !== null) onReplayed(episode);
    setEpisode(null);
    if (searchParams.has('replay')) {
      setSearchParams(
        (params) => {
          params.delete('replay');
          return params;
        },
        { replace: true },
      );
    }
  };
  return { episode, replay, start: setEpisode, end, dismiss: () => setEpisode(null) };
}
