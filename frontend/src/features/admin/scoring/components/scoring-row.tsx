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

interface ScoringRowProps {
  castaway: Castaway;
  row: ScoreFormRow;
  locked: boolean;
  inventory: { idols: number; advantages: number };
  inventoryBusy: boolean;
  onChange: (row: ScoreFormRow) => void;
  onAdjust: (item: InventoryItem, amount: 1 | -1) => void;
}

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
      <td>
        <Form.Select
          className="tp-score-select"
          size="sm"
          value={row.immunity}
          disabled={locked}
          aria-label={`${name} ${CATEGORY_LABELS.individualImmunityWins}`}
          onChange={(e) => onChange({ ...row, immunity: e.target.value })}
        >
          {IMMUNITY_CHOICES.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        </Form.Select>
      </td>
      <td>
        <Form.Select
          className="tp-score-select"
          size="sm"
          value={row.finalPlacement}
          disabled={locked}
          aria-label={`${name} ${CATEGORY_LABELS.finalPlacement}`}
          onChange={(e) => onChange({ ...row, finalPlacement: Number(e.target.value) })}
        >
          {PLACEMENT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Form.Select>
      </td>
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
      <td>
        <InventoryAdjuster
          castawayName={name}
          item="idols"
          count={inventory.idols}
          disabled={locked || inventoryBusy}
          onAdjust={(amount) => onAdjust('idols', amount)}
        />
      </td>
      <td>
        <InventoryAdjuster
          castawayName={name}
          item="advantages"
          count={inventory.advantages}
          disabled={locked || inventoryBusy}
          onAdjust={(amount) => onAdjust('advantages', amount)}
        />
      </td>
    </tr>
  );
}
