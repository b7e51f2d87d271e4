import type { ConfirmEmailResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function confirmEmail(code: string): Promise<ConfirmEmailResponse> {
  return apiRequest<ConfirmEmailResponse>('/api/entries/confirm-email', { method: 'POST', body: { code } });
}
