import type { SendEmailToAllRequest, SendEmailToAllResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/send-email: queues one mail per member email and answers the id to follow delivery by. */
export function sendEmailToAll(
  request: SendEmailToAllRequest,
  idempotencyKey: string,
): Promise<SendEmailToAllResponse> {
  return apiRequest<SendEmailToAllResponse>('/api/admin/send-email', { method: 'POST', body: request, idempotencyKey });
}
