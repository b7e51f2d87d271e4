import '../../components/admin.css';
import { Button } from 'react-bootstrap';
import type { InventoryItem } from '../api/adjust-inventory';

interface InventoryAdjusterProps {
  castawayName: string;
  item: InventoryItem;
  count: number;
  disabled: boolean;
  onAdjust: (amount: 1 | -1) => void;
}

const SPOKEN: Record<InventoryItem, string> = { idols: 'idol', advantages: 'advantage' };

/** − count + for one item of one castaway's inventory; each tap is saved at once. */
export function InventoryAdjuster({ castawayName, item, count, disabled, onAdjust }: InventoryAdjusterProps) {
  return (
    <div className="tp-inventory-cell d-inline-flex align-items-center gap-1">
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() => onAdjust(-1)}
        disabled={disabled || count <= 0}
        aria-label={`Remove an ${SPOKEN[item]} from ${castawayName}`}
      >
        −
      </Button>
      <span className="tp-inventory-count">{count}</span>
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() => onAdjust(1)}
        disabled={disabled}
        aria-label={`Give ${castawayName} an ${SPOKEN[item]}`}
      >
        +
      </Button>
    </div>
  );
}
