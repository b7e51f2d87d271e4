import { episodesOf, type LeagueDetails, seasonEpisodeRanges, seasonLength } from '@tribal/contracts';
import { useState } from 'react';
import { useSeasons } from '@/hooks/use-seasons';

/** Which league's season and which of its scored episodes the grid shows; the first league's first at the start. */
export function useScoringEpisodeChoice(leagues: readonly LeagueDetails[]) {
  const [leagueId, setLeagueId] = useState(leagues[0]?.id ?? '');
  const season = leagues.find((l) => l.id === leagueId)?.season ?? 0;
  // The season's scored episodes: 2 to its finale (a 13-episode season has no episode 14).
  const episodes = episodesOf(seasonEpisodeRanges(seasonLength(useSeasons().find(season))).scoring);
  const [episode, setEpisode] = useState<number>(episodes[0]);
  return { leagueId, setLeagueId, season, episodes, episode, setEpisode };
}

export type ScoringEpisodeChoice = ReturnType<typeof useScoringEpisodeChoice>;
