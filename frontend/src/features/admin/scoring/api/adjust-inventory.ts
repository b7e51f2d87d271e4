import type { Inventory } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

export type InventoryItem = 'idols' | 'advantages';

/** One more or one fewer idol or advantage; answers the whole inventory. Refused (400) below zero. */
export function adjustInventory(castawayId: number, itemType: InventoryItem, amount: 1 | -1): Promise<Inventory> {
  return apiRequest<Inventory>(`/api/inventory/${castawayId}/adjust`, {
    method: 'POST',
    body: { itemType, amount },
  });
}
