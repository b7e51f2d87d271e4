import {
  SCORING_PRESET_LABELS,
  SCORING_PRESET_TABLES,
  SCORING_PRESETS,
  TABLE_CATEGORIES,
  tableCategoryLabel,
} from '@tribal/contracts';
import { Table } from 'react-bootstrap';
import { immunityBaseLabel, PLACE_NAMES, placementLabel, signedPoints } from '../utils/table-words';

/**
 * The three presets a commissioner chooses from, side by side (issue 32): Classic is §9; Strategy rewards the game
 * around the vote (idols, advantages, the right side of it); Challenges rewards the challenge beasts.
 */
export function ScoringPresetsTable() {
  return (
    <div className="table-responsive">
      <Table size="sm" className="tp-rubric-table tp-presets-table mb-0 align-middle" aria-label="Scoring presets">
        <thead>
          <tr>
            <th scope="col">Event</th>
            {SCORING_PRESETS.map((preset) => (
              <th key={preset} scope="col" className="text-end">
                {SCORING_PRESET_LABELS[preset]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TABLE_CATEGORIES.map((category) => (
            <tr key={category}>
              <th scope="row" className="fw-normal">
                {category === 'individualImmunityWins' ? immunityBaseLabel : tableCategoryLabel(category)}
              </th>
              {SCORING_PRESETS.map((preset) => (
                <td key={preset} className="text-end text-nowrap">
                  {signedPoints(SCORING_PRESET_TABLES[preset].points[category])}
                </td>
              ))}
            </tr>
          ))}
          {PLACE_NAMES.map((place, i) => (
            <tr key={place}>
              <th scope="row" className="fw-normal">
                {placementLabel(i)}
              </th>
              {SCORING_PRESETS.map((preset) => (
                <td key={preset} className="text-end text-nowrap">
                  {signedPoints(SCORING_PRESET_TABLES[preset].finalPlacement[i])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
