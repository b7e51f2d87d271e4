import { type StandingsView, standingsView } from '@tribal/contracts';
import { useEffect, useState } from 'react';
import { useStandingsAsOf } from '../api/get-standings-as-of';
import { type StandingsReplayState, useStandingsReplay } from './use-standings-replay';

/** What the page needs of the spoiler shield (the viewer's hidden episode), without depending on that feature. */
export interface ShieldState {
  /** the first episode hidden from this viewer, or null */
  hiddenFrom: number | null;
  reveal: (throughEpisode: number) => void;
}

export interface ShieldedStandings {
  /** an episode is hidden and no replay is running: the page shows the standings as of the episode before */
  shielded: boolean;
  /** the standings to show (live, or as of the episode before the hidden one), null while they load */
  shown: StandingsView | null;
  /** live updates that arrived since the shield went up: held, only counted */
  held: number;
  /** fetches what is shown again, e.g. to show a breakdown the live change did not carry */
  refresh: () => Promise<void>;
  replay: StandingsReplayState;
}

/**
 * The standings behind the spoiler shield: while an episode is hidden the page shows the standings as of the
 * episode before, and live changes keep arriving but are held (counted) until the viewer reveals or replays.
 */
export function useShieldedStandings(
  leagueId: string | undefined,
  season: number | undefined,
  shield: ShieldState,
  live: { standings: StandingsView | null; refetch: () => Promise<void> },
): ShieldedStandings {
  const { hiddenFrom, reveal } = shield;
  const asOf = useStandingsAsOf(leagueId, season, hiddenFrom === null ? null : hiddenFrom - 1);
  const liveVersion = live.standings?.version;
  // The live version when the shield went up: every version since is a held update.
  const [heldSince, setHeldSince] = useState<number | null>(null);
  useEffect(() => {
    if (hiddenFrom === null) setHeldSince(null);
    else if (liveVersion !== undefined) setHeldSince((since) => since ?? liveVersion);
  }, [hiddenFrom, liveVersion]);
  const held = hiddenFrom !== null && liveVersion !== undefined && heldSince !== null ? liveVersion - heldSince : 0;

  const replay = useStandingsReplay(leagueId, season, reveal);
  const shielded = hiddenFrom !== null && replay.episode === null;
  return {
    shielded,
    shown: shielded ? (asOf.data ? standingsView(asOf.data) : null) : live.standings,
    held,
    refresh: shielded
      ? async () => {
          await asOf.refetch();
        }
      : live.refetch,
    replay,
  };
}
