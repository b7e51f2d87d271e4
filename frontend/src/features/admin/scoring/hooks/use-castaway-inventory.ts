import { INVENTORY_MESSAGES, type Inventory } from '@tribal/contracts';
import { useState } from 'react';
import { useAsync } from '@/hooks/use-async';
import { useSave } from '@/hooks/use-save';
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
  // The page's one notice shows a refused change; a change saved shows itself in the table.
  const { saving, save } = useSave({ show: (notice) => setNotice(notice as ScoringNotice | null) });
  const [changing, setChanging] = useState<number | null>(null);

  function adjust(castawayId: number, item: InventoryItem, amount: 1 | -1) {
    setChanging(castawayId);
    void save(() => adjustInventory(castawayId, item, amount), {
      failure: INVENTORY_MESSAGES.failedToUpdate,
      onSaved: setAdjusted,
    });
  }

  return {
    inventory: adjusted ?? load.data ?? {},
    loadError: load.status === 'error' ? load.error : undefined,
    loadFailed: load.status === 'error',
    busyId: saving ? changing : null,
    adjust,
  };
}
