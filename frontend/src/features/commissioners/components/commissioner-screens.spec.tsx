import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAGUE_MANAGER_MESSAGES, MESSAGES } from '@tribal/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useCommissionerStore } from '@/stores/commissioner-store';
import { answer, serveApiOnLoopback } from '@/testing/loopback-api';
import { CommissionerHome } from './commissioner-home';
import { CommissionerSignInForm } from './commissioner-sign-in-form';

/** What the loopback server answers to a commissioner's sign-out: a test sets it (200, or 401 when ended elsewhere). */
let logoutStatus = 200;
const requests: string[] = [];

serveApiOnLoopback(({ method, path, headers }) => {
  requests.push(`${method} ${path} ${headers.authorization ?? ''}`.trim());
  if (path === '/api/commissioner/email-link') return answer(202, { message: 'Check your email.' });
  if (path === '/api/commissioner/leagues') return answer(200, [{ id: 'link-tribe', name: 'Link Tribe' }]);
  if (path === '/api/commissioner/sessions') return answer(200, []);
  if (path === '/api/commissioner/logout') {
    return logoutStatus === 200 ? answer(200, { message: 'Signed out.' }) : answer(401, { message: 'Sign in again.' });
  }
  return undefined;
});
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
