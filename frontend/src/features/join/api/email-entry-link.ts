import type { EmailEntryLinkRequest } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function emailEntryLink(request: EmailEntryLinkRequest): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/entries/email-link', { method: 'POST', body: request });
}
