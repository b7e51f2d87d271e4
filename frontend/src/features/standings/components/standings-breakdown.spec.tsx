import { cleanup, render, screen } from '@testing-library/react';
import { type Castaway, SOLE_PREDICTION_KEY, SOLE_SURVIVOR_PREDICTION_LABEL } from '@tribal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { AppWrapper } from '@/testing/app-wrapper';
import { StandingsBreakdown } from './standings-breakdown';

afterEach(cleanup);

const theo: Castaway = {
  id: 49004,
  season: 49,
  name: 'Theo Lindqvist',
  age: 41,
  occupation: 'Pilot',
  tribe: 'Manu',
  imageUrl: '/t.png',
};

function renderRow(breakdown: Record<string, number>) {
  const total = Object.values(breakdown).reduce((sum, points) => sum + points, 0);
  render(
    <AppWrapper>
      <StandingsBreakdown
        row={{ rank: 1, userName: 'Sandra', total, breakdown, team: [theo.id], movement: 0 }}
        leagueId="L"
        cast={new Map([[theo.id, theo]])}
        refreshing={false}
        onRefresh={() => {}}
      />
    </AppWrapper>,
  );
  return screen.getByLabelText('Points breakdown for Sandra');
}

describe("a member's breakdown (issue 32)", () => {
  it('names a right Sole Survivor prediction as its own line, not as a castaway', () => {
    const breakdown = renderRow({ [theo.id]: 12, eliminationPick: 3, [SOLE_PREDICTION_KEY]: 10 });
    const lines = [...breakdown.querySelectorAll('.tp-breakdown-line')].map((line) => line.textContent);
    expect(lines).toEqual([
      'Theo Lindqvist12 pts',
      '+Elimination pick bonus3 pts',
      `+${SOLE_SURVIVOR_PREDICTION_LABEL}10 pts`,
      'Total25 pts',
    ]);
  });

  it('without a prediction there is no such line', () => {
    const breakdown = renderRow({ [theo.id]: 12 });
    expect(breakdown.textContent).not.toContain(SOLE_SURVIVOR_PREDICTION_LABEL);
  });
});
