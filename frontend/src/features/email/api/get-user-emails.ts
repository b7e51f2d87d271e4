import type { UserEmailsResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/users/emails (admin): every member's email, once each. */
export function getUserEmails(signal?: AbortSignal): Promise<UserEmailsResponse> {
  return apiRequest<UserEmailsResponse>('/api/users/emails', { signal });
}
