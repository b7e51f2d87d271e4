import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppWrapper } from '@/testing/app-wrapper';
import { answer, serveApiOnLoopback } from '@/testing/loopback-api';
import { CreateLeagueForm } from './create-league-form';
import { StartLeagueForm } from './start-league-form';

/** What reached the server: the forms talk to a real HTTP server on loopback, not to a mocked fetch. */
interface Received {
  method: string;
  url: string;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

const received: Received[] = [];

serveApiOnLoopback(({ method, path: url, headers, body = {} }) => {
  received.push({ method, url, idempotencyKey: headers['idempotency-key'] as string, body });
  if (method === 'GET' && url === '/api/seasons') {
    const season = { title: 'Survivor 50', episodes: 13, castCount: 18 };
    return answer(200, [
      { ...season, number: 51, status: 'upcoming', premiere: '2027-02-24' },
      { ...season, number: 50, status: 'airing', premiere: '2026-09-23' },
    ]);
  }
  if (method === 'POST' && url === '/api/leagues' && 'commissionerEmail' in body) {
    return answer(202, { message: `Check your email to activate ${String(body.leagueName)}.` });
  }
  if (method === 'POST' && url === '/api/leagues') {
    return answer(201, { id: 'thursday-tribe', name: body.leagueName });
  }
  return undefined;
});
afterEach(() => {
  cleanup();
  received.length = 0;
});

const writes = () => received.filter((r) => r.method === 'POST');

async function fillLeague() {
  await userEvent.type(screen.getByLabelText('League Name'), 'Thursday Tribe');
  await userEvent.type(screen.getByLabelText('Commissioner Name'), 'Parvati');
  await userEvent.type(screen.getByLabelText('League Password'), 'tiki-torch');
  await userEvent.type(screen.getByLabelText('Tribe 1 Name'), 'Heroes');
}

describe('StartLeagueForm: anyone starts a league', () => {
  it("names the first missing field in the contracts' words and sends nothing", async () => {
    render(<StartLeagueForm />, { wrapper: AppWrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Start League' }));
    expect(screen.getByRole('alert').textContent).toBe('League name is required.');
    expect(writes()).toEqual([]);
  });

  it('sends the league with its commissioner and entry, once keyed, and says to check the email', async () => {
    render(<StartLeagueForm />, { wrapper: AppWrapper });
    await fillLeague();
    await userEvent.type(screen.getByLabelText('Commissioner Email'), 'parvati@example.com');
    await userEvent.type(screen.getByLabelText('Survivor Name'), 'parv');
    await userEvent.type(screen.getByLabelText('Real Name'), 'Parvati Shallow');
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Venmo');
    await screen.findByRole('option', { name: 'Season 50' });
    await userEvent.click(screen.getByRole('button', { name: 'Start League' }));

    expect((await screen.findByRole('status')).textContent).toBe('Check your email to activate Thursday Tribe.');
    const [start] = writes();
    // The season airing now is the default, not the newest (which has not premiered).
    expect(start.body).toMatchObject({
      leagueName: 'Thursday Tribe',
      season: 50,
      commissionerEmail: 'parvati@example.com',
      userName: 'parv',
      survivorName: 'parv',
      paymentMethod: 'Venmo',
      tribes: [{ name: 'Heroes', color: 'white' }],
    });
    expect(start.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});

describe("CreateLeagueForm: the admin's create form", () => {
  it('refuses a tribe without a colour before anything is sent', async () => {
    render(<CreateLeagueForm />, { wrapper: AppWrapper });
    await fillLeague();
    await userEvent.clear(screen.getByLabelText('Tribe 1 Color'));
    await userEvent.click(screen.getByRole('button', { name: 'Create League' }));
    expect(screen.getByRole('alert').textContent).toBe('Each tribe needs a color.');
    expect(writes()).toEqual([]);
  });

  it('creates the league in the chosen season, links to its standings and empties the form for the next', async () => {
    render(<CreateLeagueForm />, { wrapper: AppWrapper });
    await fillLeague();
    await screen.findByRole('option', { name: 'Season 51' });
    await userEvent.selectOptions(screen.getByLabelText('Season'), '51');
    await userEvent.click(screen.getByRole('button', { name: 'Create League' }));

    const standings = await screen.findByRole('link', { name: 'View its standings' });
    expect(standings.getAttribute('href')).toBe('/league/thursday-tribe');
    expect(writes().map((w) => w.body)).toMatchObject([{ leagueName: 'Thursday Tribe', season: 51 }]);
    expect(screen.getByLabelText('League Name')).toHaveProperty('value', '');
  });
});
