import { queryOptions } from '@tanstack/react-query';
import type { PickBoard } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/leagues/{id}/elimination-picks/board: each episode's picks this viewer may see, and who was right. */
export function getPickBoard(
  leagueId: string,
  entryToken: string | undefined,
  signal?: AbortSignal,
): Promise<PickBoard> {
  return apiRequest<PickBoard>(`/api/leagues/${encodeURIComponent(leagueId)}/elimination-picks/board`, {
    entryToken,
    signal,
  });
}

/** Keyed by the viewer's token too: the board each viewer may see differs (sealed picks). */
export const pickBoardQuery = (leagueId: string, entryToken: string | undefined) =>
  queryOptions({
    queryKey: ['league', leagueId, 'pick-board', entryToken ?? 'anonymous'],
    queryFn: ({ signal }) => getPickBoard(leagueId, entryToken, signal),
  });
