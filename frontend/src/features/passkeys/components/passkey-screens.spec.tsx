import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSKEY_MESSAGES, type Passkey } from '@tribal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSavedUserStore } from '@/stores/saved-user-store';
import { AppWrapper } from '@/testing/app-wrapper';
import { type ApiAnswer, answer, serveApiOnLoopback } from '@/testing/loopback-api';
import { PasskeyList } from './passkey-list';
import { PasskeyOffer } from './passkey-offer';
import { PasskeySignInButton } from './passkey-sign-in-button';

/**
 * The passkey screens against a loopback server that answers as the app does. The browser's own WebAuthn prompt is
 * not in happy-dom: `navigator.credentials` is a stand-in that answers like an authenticator (or like a person who
 * dismissed the prompt). The real ceremony, with Chromium's virtual authenticator, is in the e2e test.
 */
const requests: string[] = [];
const posts = () => requests.filter((request) => request.startsWith('POST'));
let passkeys: Passkey[] = [];
/** what the server answers to a passkey sign-in */
let authentication: ApiAnswer = { status: 200, body: { token: 't', email: 'pat@example.com' } };

serveApiOnLoopback(({ method, path: url, route }) => {
  requests.push(route);
  if (url === '/api/me/passkeys' && method === 'GET') return answer(200, passkeys);
  if (url.endsWith('-options'))
    return answer(200, {
      challenge: 'Y2hhbGxlbmdl',
      rp: { id: '127.0.0.1', name: 'Tribal Pool' },
      user: { id: 'dXNlcg', name: 'pat@example.com', displayName: 'pat@example.com' },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
      rpId: '127.0.0.1',
    });
  if (url === '/api/me/passkeys/registration') {
    const added = {
      id: `id-${passkeys.length + 1}`,
      device: 'Chrome on Android',
      createdAt: '2026-11-27T12:00:00.000Z',
      lastUsedAt: null,
    };
    passkeys = [added, ...passkeys];
    return answer(201, added);
  }
  if (url === '/api/me/passkeys/authentication') return authentication;
  if (method === 'DELETE') {
    passkeys = passkeys.filter((p) => !url.endsWith(p.id));
    return answer(200, { message: PASSKEY_MESSAGES.removed });
  }
  return undefined;
});

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
/** The browser's prompt: answers a credential, or refuses as when the person dismisses it. */
const prompt = { dismissed: false };
const credential = (response: Record<string, unknown>) => ({
  id: 'Y3JlZA',
  rawId: bytes('cred'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response,
  getClientExtensionResults: () => ({}),
});

beforeEach(() => {
  prompt.dismissed = false;
  vi.stubGlobal('PublicKeyCredential', class {});
  const answer = (made: unknown) => () =>
    prompt.dismissed
      ? Promise.reject(new DOMException('The operation was cancelled.', 'NotAllowedError'))
      : Promise.resolve(made);
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: {
      create: vi.fn(
        answer(
          credential({
            clientDataJSON: bytes('{}'),
            attestationObject: bytes('att'),
            getTransports: () => ['internal'],
          }),
        ),
      ),
      get: vi.fn(
        answer(
          credential({
            clientDataJSON: bytes('{}'),
            authenticatorData: bytes('auth'),
            signature: bytes('sig'),
            userHandle: bytes('user'),
          }),
        ),
      ),
    },
  });
});

afterEach(() => {
  cleanup();
  requests.length = 0;
  passkeys = [];
  authentication = { status: 200, body: { token: 't', email: 'pat@example.com' } };
  vi.unstubAllGlobals();
  useSavedUserStore.getState().signedOut();
});

describe('PasskeyOffer', () => {
  it('offers a passkey after a link sign-in; adding one says so, and Done ends the offer', async () => {
    const onDone = vi.fn();
    render(<PasskeyOffer onDone={onDone} />, { wrapper: AppWrapper });
    expect(await screen.findByText(PASSKEY_MESSAGES.offer)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.added)).toBeTruthy();
    expect(posts()).toEqual(['POST /api/me/passkeys/registration-options', 'POST /api/me/passkeys/registration']);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('"Not now" sends nothing; a dismissed prompt is no fault of the person, and the offer stays', async () => {
    const onDone = vi.fn();
    render(<PasskeyOffer onDone={onDone} />, { wrapper: AppWrapper });
    prompt.dismissed = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PASSKEY_MESSAGES.cancelled);
    expect(posts()).toEqual(['POST /api/me/passkeys/registration-options']);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('is not offered to a person who has a passkey already', async () => {
    passkeys = [{ id: 'id-old', device: null, createdAt: '2026-11-20T12:00:00.000Z', lastUsedAt: null }];
    const { container } = render(<PasskeyOffer onDone={() => {}} />, { wrapper: AppWrapper });
    await waitFor(() => expect(requests).toContain('GET /api/me/passkeys'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });

  it('is not offered in a browser that cannot use passkeys', () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    const { container } = render(<PasskeyOffer onDone={() => {}} />, { wrapper: AppWrapper });
    expect(container.textContent).toBe('');
  });
});

describe('PasskeySignInButton', () => {
  it('signs in with the passkey the browser offers, no email typed', async () => {
    const onSignedIn = vi.fn();
    render(<PasskeySignInButton onSignedIn={onSignedIn} />, { wrapper: AppWrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ token: 't', email: 'pat@example.com' }));
    expect(posts()).toEqual(['POST /api/me/passkeys/authentication-options', 'POST /api/me/passkeys/authentication']);
    // The device now knows who signed in, as after an emailed link.
    expect(useSavedUserStore.getState().signedInAs).toBe('pat@example.com');
  });

  it("shows the server's reason when the passkey could not be verified", async () => {
    authentication = { status: 400, body: { message: PASSKEY_MESSAGES.notVerified } };
    const onSignedIn = vi.fn();
    render(<PasskeySignInButton onSignedIn={onSignedIn} />, { wrapper: AppWrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PASSKEY_MESSAGES.notVerified);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe('PasskeyList', () => {
  it('lists the passkeys, adds one and removes one', async () => {
    passkeys = [
      {
        id: 'id-old',
        device: 'Safari on iPhone',
        createdAt: '2026-11-20T12:00:00.000Z',
        lastUsedAt: '2026-11-26T12:00:00.000Z',
      },
    ];
    render(<PasskeyList />, { wrapper: AppWrapper });
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list.textContent).toContain('Safari on iPhone');

    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.added)).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list.textContent).toContain('last used never');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Safari on iPhone' }));
    expect(await screen.findByText(PASSKEY_MESSAGES.removed)).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list.textContent).not.toContain('Safari on iPhone');
  });

  it('says when there is none yet', async () => {
    render(<PasskeyList />, { wrapper: AppWrapper });
    expect(await screen.findByText(PASSKEY_MESSAGES.none)).toBeTruthy();
  });
});
