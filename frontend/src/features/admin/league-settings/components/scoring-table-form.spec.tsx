import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SCORING_PRESET_TABLES,
  SCORING_TABLE_MESSAGES,
  type ScoringPreviewResponse,
  type ScoringTable,
} from '@tribal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppWrapper } from '@/testing/app-wrapper';
import { answer, serveApiOnLoopback } from '@/testing/loopback-api';
import { ScoringTableForm } from './scoring-table-form';

/** What reached the server: the editor talks to a real HTTP server on loopback, not to a mocked fetch. */
interface Received {
  method: string;
  url: string;
  ifMatch: string | undefined;
  body: Record<string, unknown>;
}

const classic: ScoringTable = {
  preset: 'classic',
  ...structuredClone(SCORING_PRESET_TABLES.classic),
  solePrediction: 0,
  predictionDeadline: null,
  locked: false,
};
const preview: ScoringPreviewResponse = {
  rows: [
    { userName: 'Amber', before: { total: 30, rank: 1 }, after: { total: 28, rank: 2 } },
    { userName: 'Boston Rob', before: { total: 25, rank: 2 }, after: { total: 33.5, rank: 1 } },
    { userName: 'Courtney', before: { total: 10, rank: 3 }, after: { total: 12, rank: 3 } },
  ],
};

let received: Received[] = [];
let table: ScoringTable = classic;
/** the standings version the server holds: a save naming another is stale */
let version = 7;

serveApiOnLoopback(({ method, path: url, headers, body = {} }) => {
  received.push({ method, url, ifMatch: headers['if-match'], body });
  if (method === 'GET' && url === '/api/leagues/L/scoring') {
    return answer(200, { ...table, standingsVersion: version });
  }
  if (method === 'GET' && url === '/api/seasons/49/schedule') {
    return answer(200, { '1': '2026-09-24T00:00:00.000Z' });
  }
  if (method === 'PUT' && url === '/api/leagues/L/scoring?preview=true') {
    if (table.locked) return answer(409, { message: SCORING_TABLE_MESSAGES.locked });
    return answer(200, preview);
  }
  if (method === 'PUT' && url === '/api/leagues/L/scoring') {
    if (headers['if-match'] !== String(version)) return answer(409, { message: SCORING_TABLE_MESSAGES.stale });
    table = { ...(body as unknown as ScoringTable), locked: false };
    version += 1;
    return answer(200, { message: SCORING_TABLE_MESSAGES.saved, standingsVersion: version });
  }
  return undefined;
});
beforeEach(() => {
  received = [];
  table = structuredClone(classic);
  version = 7;
});
afterEach(cleanup);

const writes = () => received.filter((r) => r.method === 'PUT');

async function openEditor() {
  render(
    <AppWrapper>
      <ScoringTableForm leagueId="L" season={49} />
    </AppWrapper>,
  );
  return screen.findByRole('form', { name: 'Scoring table' });
}

// Each story types and clicks through a whole form: more than the default 5 s on a busy machine.
describe('the scoring table on League Settings', { timeout: 30_000 }, () => {
  it('opens on the league table, and a preset fills in its values', async () => {
    const user = userEvent.setup();
    const form = await openEditor();
    expect(within(form).getByLabelText('Idol obtained')).toHaveProperty('value', '4');
    expect(within(form).getByRole('radio', { name: 'Classic' })).toHaveProperty('checked', true);

    await user.click(within(form).getByRole('radio', { name: 'Strategy' }));

    const strategy = SCORING_PRESET_TABLES.strategy;
    expect(within(form).getByLabelText('Idol obtained')).toHaveProperty('value', String(strategy.points.idolObtained));
    expect(within(form).getByLabelText('Final placement: 1st')).toHaveProperty(
      'value',
      String(strategy.finalPlacement[0]),
    );
    expect(within(form).getByRole('radio', { name: 'Strategy' })).toHaveProperty('checked', true);
    expect(writes()).toEqual([]);
  });

  it('editing any value makes it Custom; the stepper moves by a half point and 0 reads "off"', async () => {
    const user = userEvent.setup();
    const form = await openEditor();
    await user.click(within(form).getByRole('button', { name: 'Idol obtained: 0.5 more' }));
    expect(within(form).getByLabelText('Idol obtained')).toHaveProperty('value', '4.5');
    expect(within(form).getByText('Custom')).toBeTruthy();
    expect(within(form).getByRole('radio', { name: 'Classic' })).toHaveProperty('checked', false);

    const votes = within(form).getByLabelText('Vote against (each)');
    await user.click(within(form).getByRole('button', { name: 'Vote against (each): 0.5 more' }));
    expect(votes).toHaveProperty('value', '0');
    expect(votes.getAttribute('aria-describedby')).toContain('scoring-votesAgainst-off');
    expect(document.getElementById('scoring-votesAgainst-off')?.textContent).toBe('off');
  });

  it('names a value out of range or off the half-point steps with the contract message, and sends nothing', async () => {
    const user = userEvent.setup();
    const form = await openEditor();
    const idol = within(form).getByLabelText('Idol obtained');
    await user.clear(idol);
    await user.type(idol, '31');
    const reward = within(form).getByLabelText('Tribe reward win');
    await user.clear(reward);
    await user.type(reward, '1.3');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));

    expect(await within(form).findAllByText(SCORING_TABLE_MESSAGES.outOfRange('Idol obtained'))).not.toHaveLength(0);
    expect(within(form).getAllByText(SCORING_TABLE_MESSAGES.outOfRange('Tribe reward win'))).not.toHaveLength(0);
    expect(idol.getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);
    expect(within(form).getByRole('button', { name: 'Save scoring table' })).toHaveProperty('disabled', true);
  });

  it('previews the standings beside today’s, then saves what was previewed with the version it was made on', async () => {
    const user = userEvent.setup();
    const form = await openEditor();
    await user.click(within(form).getByRole('radio', { name: 'Strategy' }));
    await user.click(within(form).getByRole('button', { name: 'Preview' }));

    const previewTable = await within(form).findByRole('table', { name: 'Preview of the standings' });
    const rows = within(previewTable).getAllByTestId('preview-row');
    // Ordered by the new rank: Boston Rob moves up to first, Amber down to second, Courtney stays third.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Boston Rob',
      'Amber',
      'Courtney',
    ]);
    expect(rows[0].textContent).toContain('#2');
    expect(rows[0].textContent).toContain('33.5 pts');
    expect(within(rows[0]).getByText('up 1')).toBeTruthy();
    expect(within(rows[1]).getByText('down 1')).toBeTruthy();
    expect(within(rows[2]).getByText('no change')).toBeTruthy();
    expect(writes()).toHaveLength(1);
    expect(writes()[0].body).toMatchObject({ preset: 'strategy', points: SCORING_PRESET_TABLES.strategy.points });

    await user.click(within(form).getByRole('button', { name: 'Save scoring table' }));
    expect(await within(form).findByText(SCORING_TABLE_MESSAGES.saved)).toBeTruthy();
    const saved = writes()[1];
    expect(saved.url).toBe('/api/leagues/L/scoring');
    expect(saved.ifMatch).toBe('7');
    expect(saved.body).toMatchObject({ preset: 'strategy', finalPlacement: [25, 10, 5], solePrediction: 0 });
  });

  it('a change after the preview asks for a new preview before Save', async () => {
    const user = userEvent.setup();
    const form = await openEditor();
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await within(form).findByRole('table', { name: 'Preview of the standings' });
    expect(within(form).getByRole('button', { name: 'Save scoring table' })).toHaveProperty('disabled', false);
    await user.click(within(form).getByRole('button', { name: 'Idol obtained: 0.5 less' }));
    expect(within(form).queryByRole('table', { name: 'Preview of the standings' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Save scoring table' })).toHaveProperty('disabled', true);
  });

  it('standings that moved since the preview: the 409 message, and a fresh preview on offer', async () => {
    const user = userEvent.setup();
    const form = await openEditor();
    await user.click(within(form).getByRole('radio', { name: 'Challenges' }));
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await within(form).findByRole('table', { name: 'Preview of the standings' });
    version = 8; // an episode was scored meanwhile
    await user.click(within(form).getByRole('button', { name: 'Save scoring table' }));

    expect(await within(form).findByText(SCORING_TABLE_MESSAGES.stale)).toBeTruthy();
    expect(table.preset).toBe('classic');
    await user.click(within(form).getByRole('button', { name: 'Preview again with the latest standings' }));
    await within(form).findByRole('table', { name: 'Preview of the standings' });
    await user.click(within(form).getByRole('button', { name: 'Save scoring table' }));
    expect(await within(form).findByText(SCORING_TABLE_MESSAGES.saved)).toBeTruthy();
    expect(writes().at(-1)?.ifMatch).toBe('8');
    expect(table.preset).toBe('challenges');
  });

  it('turns the Sole Survivor prediction on at 10 points, deadline the premiere unless set', async () => {
    const user = userEvent.setup();
    const form = await openEditor();
    await user.click(within(form).getByLabelText(/name the castaway they think will win/));
    expect(within(form).getByLabelText('Sole Survivor prediction: points')).toHaveProperty('value', '10');
    expect(within(form).getByText(/Leave empty for the premiere/).textContent).toContain('ET');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await within(form).findByRole('table', { name: 'Preview of the standings' });
    expect(writes()[0].body).toMatchObject({ solePrediction: 10, predictionDeadline: null });
  });

  it('after the finale the table is read-only and says it is locked', async () => {
    table = { ...structuredClone(classic), locked: true };
    const form = await openEditor();
    expect(within(form).getByText(SCORING_TABLE_MESSAGES.locked)).toBeTruthy();
    expect(within(form).getByLabelText('Idol obtained')).toHaveProperty('disabled', true);
    expect(within(form).getByRole('radio', { name: 'Strategy' })).toHaveProperty('disabled', true);
    expect(within(form).queryByRole('button', { name: 'Preview' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Save scoring table' })).toBeNull();
  });
});
