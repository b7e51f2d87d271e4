import type { Tonight } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/tonight (admin session): the figures of every process, added up. */
export function getTonight(signal?: AbortSignal): Promise<Tonight> {
  return apiRequest<Tonight>('/api/admin/tonight', { signal, cache: 'no-store' });
}
