import type { CommissionerSettings } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import type { ScopeAuth } from '@/lib/manage-scope';

/** PUT /api/leagues/{id}/commissioner-settings (admin): payment handles, entry fee and payout split. */
export function setCommissionerSettings(
  leagueId: string,
  settings: CommissionerSettings,
  auth: ScopeAuth = {},
): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/leagues/${encodeURIComponent(leagueId)}/commissioner-settings`, {
    method: 'PUT',
    body: settings,
    ...auth,
  });
}
