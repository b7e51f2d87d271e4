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
