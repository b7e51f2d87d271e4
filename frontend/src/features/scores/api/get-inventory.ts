import { queryOptions } from '@tanstack/react-query';
import type { Inventory } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** castaway id -> idols and advantages held now */
export function getInventory(signal?: AbortSignal): Promise<Inventory> {
  return apiRequest<Inventory>('/api/inventory', { signal });
}

export const inventoryQuery = () =>
  queryOptions({ queryKey: ['inventory'], queryFn: ({ signal }) => getInventory(signal) });
