import type { ClaimCommissionerResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** One key for every send of one code: a retry after a lost answer gets the first answer, the token included. */
export function claimCommissioner(code: string, idempotencyKey?: string): Promise<ClaimCommissionerResponse> {
  return apiRequest<ClaimCommissionerResponse>('/api/commissioner/claim', {
    method: 'POST',
    body: { code },
    idempotencyKey,
  });
}
