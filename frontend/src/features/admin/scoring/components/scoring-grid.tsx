import '../../components/admin.css';
import { CATEGORY_LABELS, type Castaway, type Inventory, POINTS_PER_COUNT } from '@tribal/contracts';
import { Table } from 'react-bootstrap';
import type { InventoryItem } from '../api/adjust-inventory';
import { emptyFormRow, GRID_CATEGORIES, type ScoreFormRow } from '../utils/score-form';
import { ScoringRow } from './scoring-row';

interface ScoringGridProps {
  episode: number;
  castaways: readonly Castaway[];
  rows: Readonly<Record<string, ScoreFormRow>>;
  locked: boolean;
  inventory: Inventory;
  inventoryBusyId: number | null;
  onChange: (castawayId: number, row: ScoreFormRow) => void;
  onAdjust: (castawayId: number, item: InventoryItem, amount: 1 | -1) => void;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`.replace('-', '−'));

/** Castaways down, categories across; scrolls sideways on a phone with the castaway column pinned. */
export function ScoringGrid(props: ScoringGridProps) {
  const { episode, castaways, rows, locked, inventory, inventoryBusyId, onChange, onAdjust } = props;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so a keyboard can scroll it (WCAG 2.1.1; axe scrollable-region-focusable).
    <section className="tp-score-scroll tp-scroll-region" aria-label={`Episode ${episode} scores`} tabIndex={0}>
      <Table className="tp-score-grid" size="sm">
        <thead>
          <tr>
            <th scope="col" className="tp-score-sticky">
              Castaway
            </th>
            {GRID_CATEGORIES.map((category) => (
              <th key={category} scope="col">
                {CATEGORY_LABELS[category]}
                <span className="d-block fw-normal opacity-75">{signed(POINTS_PER_COUNT[category])}</span>
              </th>
            ))}
            <th scope="col">{CATEGORY_LABELS.individualImmunityWins}</th>
            <th scope="col">{CATEGORY_LABELS.finalPlacement}</th>
            <th scope="col">Voted out</th>
            <th scope="col">Idols</th>
            <th scope="col">Adv</th>
          </tr>
        </thead>
        <tbody>
          {castaways.map((castaway) => (
            <ScoringRow
              key={castaway.id}
              castaway={castaway}
              row={rows[castaway.id] ?? emptyFormRow()}
              locked={locked}
              inventory={inventory[castaway.id] ?? { idols: 0, advantages: 0 }}
              inventoryBusy={inventoryBusyId === castaway.id}
              onChange={(row) => onChange(castaway.id, row)}
              onAdjust={(item, amount) => onAdjust(castaway.id, item, amount)}
            />
          ))}
        </tbody>
      </Table>
    </section>
  );
}
