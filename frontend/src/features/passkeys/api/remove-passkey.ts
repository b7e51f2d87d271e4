import { apiRequest } from '@/lib/api-client';

/** DELETE /api/me/passkeys/{id}: the passkey signs nobody in from then on. */
export function removePasskey(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/me/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
