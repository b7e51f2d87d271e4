import { apiRequest } from '@/lib/api-client';

/** DELETE /api/commissioner/sessions/{id}: signs one of this commissioner's devices out. */
export function endCommissionerSession(token: string, sessionId: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/commissioner/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
    bearerToken: token,
  });
}
