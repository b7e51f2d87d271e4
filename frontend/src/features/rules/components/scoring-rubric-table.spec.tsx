import { cleanup, render, screen, within } from '@testing-library/react';
import { SCORING_PRESET_TABLES } from '@tribal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ScoringRubricTable } from './scoring-rubric-table';

afterEach(cleanup);

const rowOf = (label: RegExp) =>
  within(screen.getByRole('table', { name: 'Scoring rubric' })).getByRole('row', { name: label });

describe('the scoring rubric of /scoring (issue 32)', () => {
  it('without a league: Classic, with no "Classic:" badge anywhere', () => {
    render(<ScoringRubricTable />);
    expect(rowOf(/^Idol obtained/).textContent).toBe('Idol obtained+4');
    expect(rowOf(/^Individual immunity win/).textContent).toBe('Individual immunity win+3 to +7.5');
    expect(screen.queryByText(/Classic:/)).toBeNull();
  });

  it("a league's own table: its values, Classic's beside each one that differs, an off category says so", () => {
    const strategy = structuredClone(SCORING_PRESET_TABLES.strategy);
    strategy.points.tribeRewardWins = 0;
    strategy.finalPlacement = [30, 10, 5];
    render(<ScoringRubricTable table={strategy} solePrediction={10} />);
    expect(rowOf(/^Idol obtained/).textContent).toBe('Idol obtainedClassic: 4+6');
    expect(rowOf(/^Tribe reward win/).textContent).toBe('Tribe reward winClassic: 1off');
    expect(rowOf(/^Final placement: 1st/).textContent).toBe('Final placement: 1stClassic: 25+30');
    expect(rowOf(/^Final placement: 2nd/).textContent).toBe('Final placement: 2nd+10');
    // the pick bonus is 3 in both: no badge
    expect(rowOf(/elimination pick/i).textContent).not.toContain('Classic');
    expect(rowOf(/^Sole Survivor prediction/).textContent).toBe('Sole Survivor prediction+10');
  });
});
