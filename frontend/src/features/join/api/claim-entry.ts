import type { ClaimEntryResponse } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export function claimEntry(code: string): Promise<ClaimEntryResponse> {
  return apiRequest<ClaimEntryResponse>('/api/entries/claim', { method: 'POST', body: { code } });
}
