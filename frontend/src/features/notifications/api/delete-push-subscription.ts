import { apiRequest } from '@/lib/api-client';

/** DELETE /api/me/push-subscriptions/{id}: the server stops sending to this device. */
export function deletePushSubscription(id: string): Promise<unknown> {
  return apiRequest<unknown>(`/api/me/push-subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
