import type { PushSubscriptionRequest, PushSubscriptionResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/me/push-subscriptions: this device's subscription, its time zone and whether it holds episodes back.
 * The same endpoint again updates the one subscription (after the shield changed) and answers the same id.
 */
export function savePushSubscription(subscription: PushSubscriptionRequest): Promise<PushSubscriptionResponse> {
  return apiRequest<PushSubscriptionResponse>('/api/me/push-subscriptions', { method: 'POST', body: subscription });
}
