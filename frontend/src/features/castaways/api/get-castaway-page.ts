import { queryOptions } from '@tanstack/react-query';
import { getLeague } from '@/lib/api/get-league';
import { getSeasonCastaways } from '@/lib/api/get-season-castaways';
import { getSeasonScores } from '@/lib/api/get-season-scores';
import { useFreshQuery } from '@/lib/query-client';

/** A part of the castaway page that failed after the league loaded: its message is shown as it is. */
export class CastawayPageLoadFailure extends Error {}

/** The league decides the season; then its cast and scores load side by side. */
export async function getCastawayPage(leagueId: string, signal?: AbortSignal) {
  const league = await getLeague(leagueId, signal);
  const [castaways, scores] = await Promise.all([
    getSeasonCastaways(league.season, signal).catch((error: unknown) => {
      if (error instanceof DOMException) throw error;
      throw new CastawayPageLoadFailure('Could not load castaway data.');
    }),
    getSeasonScores(league.season, signal).catch((error: unknown) => {
      if (error instanceof DOMException) throw error;
      throw new CastawayPageLoadFailure('Failed to fetch scores');
    }),
  ]);
  return { league, castaways, scores };
}

export const castawayPageQuery = (leagueId: string) =>
  queryOptions({
    queryKey: ['league', leagueId, 'castaway-page'],
    queryFn: ({ signal }) => getCastawayPage(leagueId, signal),
  });

/** What /league/{id}/castaway/{castawayId} shows: the league, its season's cast and scores. */
export function useCastawayPage(leagueId: string) {
  return useFreshQuery(castawayPageQuery(leagueId));
}
