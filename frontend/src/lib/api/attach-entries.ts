import type { AttachEntriesRequest, Me } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/me/entries: entries this browser holds by their tokens become the signed-in person's. */
export function attachEntries(request: AttachEntriesRequest): Promise<Me> {
  return apiRequest<Me>('/api/me/entries', { method: 'POST', body: request });
}
