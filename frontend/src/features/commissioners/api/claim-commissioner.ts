import type { ClaimCommissionerResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function claimCommissioner(code: string): Promise<ClaimCommissionerResponse> {
  return apiRequest<ClaimCommissionerResponse>('/api/commissioner/claim', { method: 'POST', body: { code } });
}
