import type { EmailProgress } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/email/{commandId}/progress: how many of a send's mails are queued, sent, failed. */
export function getEmailProgress(commandId: string, signal?: AbortSignal): Promise<EmailProgress> {
  return apiRequest<EmailProgress>(`/api/admin/email/${encodeURIComponent(commandId)}/progress`, { signal });
}
