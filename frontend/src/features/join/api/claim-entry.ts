import type { ClaimEntryResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** One key for every send of one code: a retry after a lost answer gets the first answer, the token included. */
export function claimEntry(code: string, idempotencyKey?: string): Promise<ClaimEntryResponse> {
  return apiRequest<ClaimEntryResponse>('/api/entries/claim', { method: 'POST', body: { code }, idempotencyKey });
}
