import '../../components/admin.css';
import { CATEGORY_LABELS, type Castaway, type CountedCategory, scoreRecordPoints } from '@tribal/contracts';
import { Form } from 'react-bootstrap';
import { CastawayAvatar } from '@/components/castaway-avatar';
import type { InventoryItem } from '../api/adjust-inventory';
import {
  GRID_CATEGORIES,
  IMMUNITY_CHOICES,
  PLACEMENT_CHOICES,
  recordFromFormRow,
  type ScoreFormRow,
} from '../utils/score-form';
import { InventoryAdjuster } from './inventory-adjuster';
import { ScoreChoiceCell } from './score-choice-cell';

interface ScoringRowProps {
  castaway: Castaway;
  row: ScoreFormRow;
  locked: boolean;
  inventory: { idols: number; advantages: number };
  inventoryBusy: boolean;
  onChange: (row: ScoreFormRow) => void;
  onAdjust: (item: InventoryItem, amount: 1 | -1) => void;
}

/** The grid's last two columns, in this order. */
const INVENTORY_ITEMS: readonly InventoryItem[] = ['idols', 'advantages'];

const points = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function ScoringRow({ castaway, row, locked, inventory, inventoryBusy, onChange, onAdjust }: ScoringRowProps) {
  const total = scoreRecordPoints(recordFromFormRow(row)).total;
  const name = castaway.name;
  const setCount = (category: CountedCategory, value: string) =>
    onChange({ ...row, counts: { ...row.counts, [category]: value } });

  return (
    <tr className={row.votedOut ? 'tp-voted-out' : undefined}>
      <th scope="row" className="tp-score-sticky">
        <div className="d-flex align-items-center gap-2">
          <span className="d-none d-sm-inline-flex">
            <CastawayAvatar name={name} imageUrl={castaway.imageUrl} size="sm" />
          </span>
          <div className="min-w-0">
            <div className="tp-score-name">{name}</div>
            <div className="small">
              <span className="tp-score-points">{points(total)}</span>{' '}
              <span className="text-secondary fw-normal">pts</span>
            </div>
          </div>
        </div>
      </th>
      {GRID_CATEGORIES.map((category) => (
        <td key={category}>
          <Form.Control
            className="tp-score-input"
            size="sm"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={row.counts[category]}
            disabled={locked}
            aria-label={`${name} ${CATEGORY_LABELS[category]}`}
            onChange={(e) => setCount(category, e.target.value)}
            onFocus={(e) => e.target.select()}
          />
        </td>
      ))}
      <ScoreChoiceCell
        label={`${name} ${CATEGORY_LABELS.individualImmunityWins}`}
        value={row.immunity}
        choices={IMMUNITY_CHOICES.map((choice) => ({ value: choice.key, label: choice.label }))}
        disabled={locked}
        onChange={(immunity) => onChange({ ...row, immunity })}
      />
      <ScoreChoiceCell
        label={`${name} ${CATEGORY_LABELS.finalPlacement}`}
        value={row.finalPlacement}
        choices={PLACEMENT_CHOICES}
        disabled={locked}
        onChange={(place) => onChange({ ...row, finalPlacement: Number(place) })}
      />
      <td>
        <Form.Check
          type="checkbox"
          className="d-inline-block"
          checked={row.votedOut}
          disabled={locked}
          aria-label={`${name} voted out`}
          onChange={(e) => onChange({ ...row, votedOut: e.target.checked })}
        />
      </td>
      {INVENTORY_ITEMS.map((item) => (
        <td key={item}>
          <InventoryAdjuster
            castawayName={name}
            item={item}
            count={inventory[item]}
            disabled={locked || inventoryBusy}
            onAdjust={(amount) => onAdjust(item, amount)}
          />
        </td>
      ))}
    </tr>
  );
}
