import { queryOptions } from '@tanstack/react-query';
import type { DraftsByUser } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';

/** Spec §7: every member's locked-in draft, by user name. */
export function getLeagueDrafts(leagueId: string, signal?: AbortSignal): Promise<DraftsByUser> {
  return apiRequest<DraftsByUser>(`/api/leagues/${encodeURIComponent(leagueId)}/drafts`, { signal });
}

export const leagueDraftsQuery = (leagueId: string) =>
  queryOptions({
    queryKey: ['league', leagueId, 'drafts'],
    queryFn: ({ signal }) => getLeagueDrafts(leagueId, signal),
  });

/** The league's drafts; nothing is asked without a league id. */
export function useLeagueDrafts(leagueId: string | undefined) {
  return useFreshQuery({ ...leagueDraftsQuery(leagueId ?? ''), enabled: Boolean(leagueId) });
}
