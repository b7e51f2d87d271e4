import { INVENTORY_MESSAGES, type Inventory } from '@tribal/contracts';
import { useState } from 'react';
import { useAsync } from '@/hooks/use-async';
import { errorMessage } from '@/lib/api-client';
import { adjustInventory, type InventoryItem } from '../api/adjust-inventory';
import { getInventory } from '../api/get-inventory';
import type { ScoringNotice } from './scoring-notice';

/**
 * Each castaway's idols and advantages: not part of an episode's scores, so every +/− is saved at once, and the
 * answer (the whole inventory) replaces what is shown. A refused change is said in the page's notice.
 */
export function useCastawayInventory(setNotice: (notice: ScoringNotice | null) => void) {
  const load = useAsync(getInventory, []);
  const [adjusted, setAdjusted] = useState<Inventory | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function adjust(castawayId: number, item: InventoryItem, amount: 1 | -1) {
    setBusyId(castawayId);
    setNotice(null);
    try {
      setAdjusted(await adjustInventory(castawayId, item, amount));
    } catch (failure) {
      setNotice({ variant: 'danger', text: errorMessage(failure, INVENTORY_MESSAGES.failedToUpdate) });
    } finally {
      setBusyId(null);
    }
  }

  return {
    inventory: adjusted ?? load.data ?? {},
    loadError: load.status === 'error' ? load.error : undefined,
    loadFailed: load.status === 'error',
    busyId,
    adjust: (castawayId: number, item: InventoryItem, amount: 1 | -1) => void adjust(castawayId, item, amount),
  };
}
