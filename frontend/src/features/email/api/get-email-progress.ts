import type { EmailProgress } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { oneLeagueOf } from '@/lib/authorization';
import { type ManageScope, scopeAuth } from '@/lib/manage-scope';

/**
 * How many of a send's mails are queued, sent, failed: GET /api/admin/email/{commandId}/progress for an email to
 * all, GET /api/leagues/{id}/email/{commandId}/progress for one league's.
 */
export function getEmailProgress(commandId: string, signal?: AbortSignal, scope?: ManageScope): Promise<EmailProgress> {
  const id = encodeURIComponent(commandId);
  const league = scope ? oneLeagueOf(scope) : null;
  if (scope && league !== null) {
    return apiRequest<EmailProgress>(`/api/leagues/${encodeURIComponent(league)}/email/${id}/progress`, {
      signal,
      ...scopeAuth(scope),
    });
  }
  return apiRequest<EmailProgress>(`/api/admin/email/${id}/progress`, { signal });
}
