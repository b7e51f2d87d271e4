import type { ScoringPreviewResponse, ScoringTableInput, ScoringTableSaved } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import type { ScopeAuth } from '@/lib/manage-scope';

const scoringPath = (leagueId: string) => `/api/leagues/${encodeURIComponent(leagueId)}/scoring`;

/** PUT /api/leagues/{id}/scoring?preview=true: every member's total and rank today and under `table`; nothing changes. */
export function previewScoringTable(
  leagueId: string,
  table: ScoringTableInput,
  auth: ScopeAuth = {},
): Promise<ScoringPreviewResponse> {
  return apiRequest<ScoringPreviewResponse>(`${scoringPath(leagueId)}?preview=true`, {
    method: 'PUT',
    body: table,
    ...auth,
  });
}

/**
 * PUT /api/leagues/{id}/scoring (the admin, or the league's commissioner): one event, the standings recomputed,
 * every member told. `standingsVersion` is the version the preview was made on: 409 when the standings moved since.
 */
export function saveScoringTable(
  leagueId: string,
  table: ScoringTableInput,
  standingsVersion: number,
  auth: ScopeAuth = {},
): Promise<ScoringTableSaved> {
  return apiRequest<ScoringTableSaved>(scoringPath(leagueId), {
    method: 'PUT',
    body: table,
    ifMatch: standingsVersion,
    ...auth,
  });
}
