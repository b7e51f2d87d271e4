import type { Inventory } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** castawayId -> {idols, advantages} */
export function getInventory(signal?: AbortSignal): Promise<Inventory> {
  return apiRequest<Inventory>('/api/inventory', { signal });
}
