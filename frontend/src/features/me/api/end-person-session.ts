import { apiRequest } from '@/lib/api-client';

/** DELETE /api/me/sessions/{id}: signs one of the person's devices out. */
export function endPersonSession(sessionId: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/me/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}
