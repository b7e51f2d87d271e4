import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Castaway, type PredictionsResponse, SCORING_TABLE_MESSAGES } from '@tribal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppWrapper } from '@/testing/app-wrapper';
import { answer, serveApiOnLoopback } from '@/testing/loopback-api';
import { SoleSurvivorPredictionCard } from './sole-survivor-prediction-card';

/** What reached the server: the card talks to a real HTTP server on loopback, not to a mocked fetch. */
interface Received {
  method: string;
  url: string;
  entryToken: string | undefined;
  body: Record<string, unknown>;
}

const castaways: Castaway[] = [
  { id: 49001, season: 49, name: 'Avery Brooks', age: 30, occupation: 'Chef', tribe: 'Luzon', imageUrl: '/a.png' },
  { id: 49004, season: 49, name: 'Theo Lindqvist', age: 41, occupation: 'Pilot', tribe: 'Manu', imageUrl: '/t.png' },
];
const DEADLINE = '2030-02-25T01:00:00.000Z';

let received: Received[] = [];
/** userName -> castaway id; what the server holds */
let held: Record<string, number> = {};
let sealed = true;

const nameOf = (id: number) => castaways.find((c) => c.id === id)?.name ?? '';

serveApiOnLoopback(({ method, path: url, headers, body = {} }) => {
  const entryToken = headers['x-entry-token'] as string | undefined;
  received.push({ method, url, entryToken, body });
  if (method === 'GET' && url === '/api/leagues/L/predictions') {
    // Sealed: only the caller's own (the token names Sandra), as the server answers.
    const visible = Object.entries(held).filter(
      ([user]) => !sealed || (entryToken === 'sandra-token' && user === 'Sandra'),
    );
    const predictions: PredictionsResponse = {
      deadline: DEADLINE,
      sealed,
      predictions: visible.map(([userName, castawayId]) => ({
        userName,
        castawayId,
        castawayName: nameOf(castawayId),
      })),
    };
    return answer(200, predictions);
  }
  if (method === 'PUT' && url === '/api/leagues/L/prediction' && entryToken === 'sandra-token') {
    held.Sandra = Number(body.castawayId);
    return answer(200, { message: SCORING_TABLE_MESSAGES.predictionSaved });
  }
  return undefined;
});
beforeEach(() => {
  received = [];
  held = { Rupert: 49001 };
  sealed = true;
});
afterEach(cleanup);

function renderCard() {
  render(
    <AppWrapper>
      <SoleSurvivorPredictionCard
        leagueId="L"
        picker={{ userName: 'Sandra', entryToken: 'sandra-token', mayAct: true }}
        castaways={castaways}
        points={10}
      />
    </AppWrapper>,
  );
  return screen.getByRole('region', { name: 'Sole Survivor prediction' });
}

describe('the Sole Survivor prediction', { timeout: 30_000 }, () => {
  it('before the deadline the member names a castaway, sees it sealed, and may change it', async () => {
    const user = userEvent.setup();
    const card = renderCard();
    const select = await within(card).findByLabelText('Your Sole Survivor');
    expect(card.textContent).toContain('worth 10 points');
    expect(card.textContent).not.toContain('Rupert');

    await user.selectOptions(select, '49004');
    await user.click(within(card).getByRole('button', { name: 'Save prediction' }));
    expect(await within(card).findByText(SCORING_TABLE_MESSAGES.predictionSaved)).toBeTruthy();
    expect(received.find((r) => r.method === 'PUT')).toMatchObject({
      entryToken: 'sandra-token',
      body: { castawayId: 49004 },
    });
    const own = await within(card).findByTestId('own-prediction');
    expect(own.textContent).toContain('Theo Lindqvist');
    expect(own.textContent).toContain(SCORING_TABLE_MESSAGES.predictionSealed);
    expect(within(card).getByRole('button', { name: 'Change prediction' })).toHaveProperty('disabled', true);

    await user.selectOptions(within(card).getByLabelText('Your Sole Survivor'), '49001');
    await user.click(within(card).getByRole('button', { name: 'Change prediction' }));
    await within(card).findByText(SCORING_TABLE_MESSAGES.predictionSaved);
    expect(held.Sandra).toBe(49001);
  });

  it("after the deadline: no more choosing, and everyone's predictions", async () => {
    sealed = false;
    held = { Rupert: 49001, Sandra: 49004 };
    const card = renderCard();
    const table = await within(card).findByRole('table', { name: "Everyone's Sole Survivor predictions" });
    expect(within(table).getByRole('row', { name: /Rupert/ }).textContent).toContain('Avery Brooks');
    expect(within(table).getByRole('row', { name: /Sandra/ }).textContent).toContain('Theo Lindqvist');
    expect(within(card).queryByLabelText('Your Sole Survivor')).toBeNull();
    expect(card.textContent).toContain(SCORING_TABLE_MESSAGES.predictionClosed);
  });
});
