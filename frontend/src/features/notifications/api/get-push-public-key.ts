import type { PushPublicKeyResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/push/public-key: the server's VAPID key, which the browser's push service checks each message against. */
export function getPushPublicKey(): Promise<PushPublicKeyResponse> {
  return apiRequest<PushPublicKeyResponse>('/api/push/public-key', { cache: 'no-cache' });
}
