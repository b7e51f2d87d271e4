import type { TeamStint } from '@tribal/contracts';
import { createContext, type ReactNode, useMemo } from 'react';
import type { LiveHappenings } from '@/hooks/use-live-happenings';
import type { CastLookup } from '@/hooks/use-season-cast';

export interface SeasonFeed {
  live: LiveHappenings;
  stints: readonly TeamStint[];
  nameOf(castawayId: number): string;
  imageOf(castawayId: number): string | undefined;
}

export const SeasonFeedContext = createContext<SeasonFeed | null>(null);

interface SeasonFeedProviderProps {
  /**
   * The season's happenings (useLiveHappenings) and the league's team stints (useTeamStints): the page starts
   * loading both as soon as it knows the season, alongside the standings, not once the standings have arrived.
   */
  live: LiveHappenings;
  stints: readonly TeamStint[] | undefined;
  /** the season's cast the page already holds: names and portraits */
  cast: CastLookup;
  children: ReactNode;
}

const NO_STINTS: readonly TeamStint[] = [];

/**
 * The season's live happenings and the league's team stints, shared by the standings page's feed and each
 * member's breakdown: a point is traced to a happening through the stint that made it count.
 */
export function SeasonFeedProvider({ live, stints = NO_STINTS, cast, children }: SeasonFeedProviderProps) {
  const value = useMemo<SeasonFeed>(
    () => ({
      live,
      stints,
      nameOf: (id) => cast.get(id)?.name ?? `Castaway #${id}`,
      imageOf: (id) => cast.get(id)?.imageUrl,
    }),
    [live, stints, cast],
  );
  return <SeasonFeedContext value={value}>{children}</SeasonFeedContext>;
}
