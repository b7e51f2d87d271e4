import { apiRequest } from '@/lib/api-client';

/** DELETE /api/commissioner/sessions: signs every other device of this commissioner out; this one stays. */
export function endOtherCommissionerSessions(token: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/commissioner/sessions', { method: 'DELETE', bearerToken: token });
}
