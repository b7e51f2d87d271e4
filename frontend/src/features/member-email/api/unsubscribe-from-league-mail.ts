import type { OneClickUnsubscribeRequest, OneClickUnsubscribeResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** The same one-click POST a mail provider makes (RFC 8058), as JSON; the signed token is the only credential. */
export function unsubscribeFromLeagueMail(token: string): Promise<OneClickUnsubscribeResponse> {
  const body: OneClickUnsubscribeRequest = { 'List-Unsubscribe': 'One-Click' };
  return apiRequest<OneClickUnsubscribeResponse>(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    body,
  });
}
