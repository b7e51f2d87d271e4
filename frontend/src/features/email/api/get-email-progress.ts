import type { EmailProgress } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { type ManageScope, scopeAuth } from '@/lib/manage-scope';

/**
 * How many of a send's mails are queued, sent, failed: GET /api/admin/email/{commandId}/progress for an email to
 * all, GET /api/leagues/{id}/email/{commandId}/progress for one league's.
 */
export function getEmailProgress(commandId: string, signal?: AbortSignal, scope?: ManageScope): Promise<EmailProgress> {
  const id = encodeURIComponent(commandId);
  if (scope?.leagueId) {
    return apiRequest<EmailProgress>(`/api/leagues/${encodeURIComponent(scope.leagueId)}/email/${id}/progress`, {
      signal,
      ...scopeAuth(scope),
    });
  }
  return apiRequest<EmailProgress>(`/api/admin/email/${id}/progress`, { signal });
}
