import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAGUE_MANAGER_MESSAGES, MESSAGES } from '@tribal/contracts';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCommissionerStore } from '@/stores/commissioner-store';
import { CommissionerHome } from './commissioner-home';
import { CommissionerSignInForm } from './commissioner-sign-in-form';

/** What the loopback server answers to a commissioner's sign-out: a test sets it (200, or 401 when ended elsewhere). */
let logoutStatus = 200;
const requests: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''}`.trim());
    response.setHeader('content-type', 'application/json');
    const answer = (status: number, body: unknown) => {
      response.statusCode = status;
      response.end(JSON.stringify(body));
    };
    request.resume();
    request.on('end', () => {
      if (request.url === '/api/commissioner/email-link') return answer(202, { message: 'Check your email.' });
      if (request.url === '/api/commissioner/leagues') return answer(200, [{ id: 'link-tribe', name: 'Link Tribe' }]);
      if (request.url === '/api/commissioner/sessions') return answer(200, []);
      if (request.url === '/api/commissioner/logout') {
        return logoutStatus === 200
          ? answer(200, { message: 'Signed out.' })
          : answer(401, { message: 'Sign in again.' });
      }
      answer(404, { message: 'Not found' });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  (globalThis as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});

afterAll(() => server.close());
afterEach(() => {
  cleanup();
  requests.length = 0;
  useCommissionerStore.getState().setToken(null);
});

describe('CommissionerSignInForm', () => {
  it("refuses an address that is not one in the contracts' words, then sends a good one and shows the answer", async () => {
    render(<CommissionerSignInForm />);
    const email = screen.getByLabelText('Commissioner Email');
    await userEvent.type(email, 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Email Me a Sign-In Link' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.invalidEmail);
    expect(requests).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'parvati@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email Me a Sign-In Link' }));
    expect((await screen.findByRole('status')).textContent).toBe('Check your email.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('CommissionerHome: Sign Out', () => {
  it.each([
    [200, 'signs this device out'],
    [401, 'a session already ended elsewhere still signs this device out'],
  ])('answered %i: %s, forgets the token and says so', async (status) => {
    logoutStatus = status;
    useCommissionerStore.getState().setToken('token-1');
    render(<CommissionerHome />, { wrapper: MemoryRouter });
    expect((await screen.findByRole('link', { name: 'Manage' })).getAttribute('href')).toBe(
      '/league/link-tribe/manage',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect((await screen.findByRole('status')).textContent).toBe(LEAGUE_MANAGER_MESSAGES.signedOut);
    expect(useCommissionerStore.getState().token).toBeNull();
    expect(requests).toContain('POST /api/commissioner/logout Bearer token-1');
  });
});
