import type { UseQueryResult } from '@tanstack/react-query';
import type { StandingsReplay } from '@tribal/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStandingsReplayOf } from '../api/get-standings-replay';

export interface StandingsReplayState {
  /** the episode being replayed, or null */
  episode: number | null;
  /** the replay's steps, loaded once an episode is chosen (null before) */
  replay: UseQueryResult<StandingsReplay>;
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
  const replay = useStandingsReplayOf(leagueId, season, episode);
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
