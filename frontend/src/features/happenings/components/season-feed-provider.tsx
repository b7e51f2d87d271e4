import type { TeamStint } from '@tribal/contracts';
import { createContext, type ReactNode, useMemo } from 'react';
import { type LiveHappenings, useLiveHappenings } from '@/hooks/use-live-happenings';
import type { CastLookup } from '@/hooks/use-season-cast';
import { useTeamStints } from '../api/get-team-stints';

export interface SeasonFeed {
  live: LiveHappenings;
  stints: readonly TeamStint[];
  nameOf(castawayId: number): string;
  imageOf(castawayId: number): string | undefined;
}

export const SeasonFeedContext = createContext<SeasonFeed | null>(null);

interface SeasonFeedProviderProps {
  leagueId: string;
  season: number | undefined;
  /** changes whenever a team changes (a draft, a swap), so the stints behind member points are reloaded */
  teamsKey: string;
  /** the season's cast the page already holds: names and portraits */
  cast: CastLookup;
  children: ReactNode;
}

/**
 * The season's live happenings and the league's team stints, shared by the standings page's feed and each
 * member's breakdown: a point is traced to a happening through the stint that made it count.
 */
export function SeasonFeedProvider({ leagueId, season, teamsKey, cast, children }: SeasonFeedProviderProps) {
  const live = useLiveHappenings(season);
  const stints = useTeamStints(leagueId, season, teamsKey);
  const value = useMemo<SeasonFeed>(
    () => ({
      live,
      stints: stints.data ?? [],
      nameOf: (id) => cast.get(id)?.name ?? `Castaway #${id}`,
      imageOf: (id) => cast.get(id)?.imageUrl,
    }),
    [live, stints.data, cast],
  );
  return <SeasonFeedContext value={value}>{children}</SeasonFeedContext>;
}
