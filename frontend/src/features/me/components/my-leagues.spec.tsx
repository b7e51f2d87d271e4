import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ME_MESSAGES, type Me, type PersonSession } from '@tribal/contracts';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type SavedUser, useSavedUserStore } from '@/stores/saved-user-store';
import { useShieldStore } from '@/stores/spoiler-shield-store';
import { answer, serveApiOnLoopback } from '@/testing/loopback-api';
import { SANDRA_IN_THE_OFFICE_POOL } from '@/testing/saved-users';
import { dueNextText } from '../utils/due-next';
import { MyLeaguesHome } from './my-leagues-home';
import { SignInLanding } from './sign-in-landing';
import { SignInLinkForm } from './sign-in-link-form';

const office: SavedUser = SANDRA_IN_THE_OFFICE_POOL;
const family: SavedUser = { ...office, leagueId: 'family-pool', entryToken: 'family-secret' };
const pickDue = { what: 'pick', at: '2026-03-05T00:00:00.000Z' } as const;
const me: Me = {
  email: 'sandra@example.com',
  entries: [
    { leagueId: 'office-pool', leagueName: 'Office Pool', season: 49, userName: 'Sandra', rank: 2, total: 31.5 },
    {
      leagueId: 'family-pool',
      leagueName: 'Family Pool',
      season: 49,
      userName: 'Sandra',
      rank: null,
      total: 0,
      next: pickDue,
    },
    { leagueId: 'cousins', leagueName: 'Cousins', season: 48, userName: 'Queen Sandra', rank: 1, total: 80 },
  ],
  leaguesRun: [
    { leagueId: 'office-pool', leagueName: 'Office Pool', season: 49 },
    { leagueId: 'book-club', leagueName: 'Book Club', season: 49 },
  ],
};
const sessions: PersonSession[] = [
  {
    id: 's1',
    createdAt: '2026-03-01T12:00:00Z',
    lastUsedAt: '2026-03-04T12:00:00Z',
    device: 'Chrome on Android',
    thisDevice: true,
  },
  {
    id: 's2',
    createdAt: '2026-02-01T12:00:00Z',
    lastUsedAt: '2026-02-02T12:00:00Z',
    device: 'Safari on Mac',
    thisDevice: false,
  },
];

/** The account with this many unread chat messages in the Office Pool. */
const withUnreadChat = (unreadChat: number): Me => ({
  ...me,
  entries: me.entries.map((entry) => (entry.leagueId === 'office-pool' ? { ...entry, unreadChat } : entry)),
});

/** What the loopback server answers: a test sets the sign-in link's status (202, or 429 when asked too often). */
let linkStatus = 202;
const requests: string[] = [];
/** The bodies the server was sent, by route. */
const bodies = new Map<string, unknown>();

serveApiOnLoopback(({ route, body }) => {
  requests.push(route);
  if (body) bodies.set(route, body);
  if (route === 'POST /api/me/sign-in') {
    if (body?.code === 'good') return answer(200, { token: 'session', email: me.email });
    return body?.code === 'used'
      ? answer(410, { message: ME_MESSAGES.linkGone })
      : answer(400, { message: ME_MESSAGES.wrongCode });
  }
  if (route === 'POST /api/me/entries') return answer(200, me);
  // Issue 31: every unread message without a shield; in Los Angeles, only those the chat already shows there.
  if (route === 'GET /api/me') return answer(200, withUnreadChat(14));
  if (route === 'GET /api/me?tz=America%2FLos_Angeles') return answer(200, withUnreadChat(2));
  if (route === 'GET /api/me/sessions') return answer(200, sessions);
  if (route === 'POST /api/me/sign-out') return answer(200, { message: ME_MESSAGES.signedOut });
  if (route === 'POST /api/me/sign-in-link') {
    return linkStatus === 202
      ? answer(202, { message: ME_MESSAGES.linkSent })
      : answer(429, { message: ME_MESSAGES.tooManyLinkRequests });
  }
  return undefined;
});
afterEach(() => {
  cleanup();
  requests.length = 0;
  bodies.clear();
  linkStatus = 202;
  useSavedUserStore.getState().signedOut();
  useShieldStore.getState().setEnabled(false);
  useShieldStore.getState().setTimeZone(null);
  while (useSavedUserStore.getState().user) useSavedUserStore.getState().logout();
});

/** The league page a choice opens: it says which league, and which entry is now current. */
function LeaguePage() {
  const { leagueId } = useParams();
  const current = useSavedUserStore((state) => state.user);
  return (
    <p>
      Standings of {leagueId}; current: {current?.leagueId}
    </p>
  );
}

/** My leagues, as far as this test needs: who is signed in. */
function SignedInAs() {
  const email = useSavedUserStore((state) => state.signedInAs);
  return <p>My leagues of {email}</p>;
}

function openMyLeagues() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  const labels = new Map([
    ['office-pool', { name: 'Office Pool' }],
    ['family-pool', { name: 'Family Pool' }],
  ]);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/me']}>
        <Routes>
          <Route path="/me" element={<MyLeaguesHome leagues={labels} />} />
          <Route path="/league/:leagueId" element={<LeaguePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const league = (name: string) => screen.getByRole('listitem', { name });

describe('My leagues on a device nobody signed in on', () => {
  it('lists both leagues joined here, the current one marked; choosing the other makes it current and opens it', async () => {
    useSavedUserStore.getState().save(office);
    useSavedUserStore.getState().save(family);
    openMyLeagues();

    const list = screen.getByRole('list', { name: 'My leagues' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Office Pool', 'Family Pool']);
    expect(league('Family Pool').getAttribute('aria-current')).toBe('true');
    expect(within(league('Office Pool')).getByText('Sandra').tagName).toBe('STRONG');
    // Nobody signed in: the way to sign in, and nothing asked of the server about a person.
    expect(screen.getByRole('form', { name: 'Email me a sign-in link' })).toBeTruthy();
    expect(requests).toEqual([]);

    await userEvent.click(within(league('Office Pool')).getByRole('button', { name: 'Switch to this league' }));
    expect(screen.getByText('Standings of office-pool; current: office-pool')).toBeTruthy();
    expect(useSavedUserStore.getState().user).toEqual(office);
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').leagueId).toBe('office-pool');
  });
});

describe('My leagues of a signed-in person', () => {
  it("shows each entry's rank, total and what is due next, the leagues they run with Manage, and their devices", async () => {
    useSavedUserStore.getState().save(office);
    useSavedUserStore.getState().signedIn('sandra@example.com');
    openMyLeagues();

    await screen.findByRole('listitem', { name: 'Cousins' });
    expect(within(league('Office Pool')).getByText(/Rank #2 · 31\.5 pts/)).toBeTruthy();
    expect(within(league('Family Pool')).getByText(/Not ranked yet · 0 pts/)).toBeTruthy();
    expect(within(league('Family Pool')).getByText(dueNextText(pickDue))).toBeTruthy();
    expect(within(league('Office Pool')).getByText('Commissioner')).toBeTruthy();
    expect(within(league('Family Pool')).queryByText('Commissioner')).toBeNull();
    expect(within(league('Office Pool')).getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(
      '/league/office-pool/manage',
    );
    // A league they run without playing in it: Manage only.
    expect(within(league('Book Club')).queryByRole('button')).toBeNull();
    expect(within(league('Book Club')).getByRole('link', { name: 'Manage' })).toBeTruthy();

    const devices = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(devices).getAllByRole('button', { name: 'Sign out' })).toHaveLength(1);
    expect(within(devices).getByText('This device')).toBeTruthy();

    // A league of theirs this device never joined becomes current with a tap (the session acts for it).
    await userEvent.click(within(league('Cousins')).getByRole('button', { name: 'Switch to this league' }));
    expect(screen.getByText('Standings of cousins; current: cousins')).toBeTruthy();
  });

  it("counts unread chat messages without a shield; behind one, only those the chat already shows in the shield's zone", async () => {
    useSavedUserStore.getState().signedIn('sandra@example.com');
    openMyLeagues();
    expect(
      await within(await screen.findByRole('listitem', { name: 'Office Pool' })).findByText('14 new chat messages'),
    ).toBeTruthy();
    expect(requests).toContain('GET /api/me');
    cleanup();
    requests.length = 0;

    // In Los Angeles during the East Coast airing: what New York is saying about tonight's episode is not counted yet.
    useShieldStore.getState().setEnabled(true);
    useShieldStore.getState().setTimeZone('America/Los_Angeles');
    openMyLeagues();
    expect(
      await within(await screen.findByRole('listitem', { name: 'Office Pool' })).findByText('2 new chat messages'),
    ).toBeTruthy();
    expect(requests).toContain('GET /api/me?tz=America%2FLos_Angeles');
    expect(requests).not.toContain('GET /api/me');
  });

  it('"Sign out of this device" forgets the person; the entries this device joined stay, tokens and all', async () => {
    useSavedUserStore.getState().save(office);
    useSavedUserStore.getState().signedIn('sandra@example.com');
    openMyLeagues();
    await screen.findByRole('listitem', { name: 'Cousins' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign out of this device' }));
    expect((await screen.findByText(ME_MESSAGES.signedOut)).getAttribute('role')).toBe('status');
    expect(requests).toContain('POST /api/me/sign-out');
    expect(useSavedUserStore.getState().signedInAs).toBeNull();
    expect(useSavedUserStore.getState().entries).toEqual([office]);
    expect(screen.queryByRole('listitem', { name: 'Cousins' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Email me a sign-in link' })).toBeTruthy();
  });
});

describe('SignInLinkForm', () => {
  it('refuses a bad address, sends a good one and says the link is on its way; asked too often, says to wait', async () => {
    render(<SignInLinkForm />);
    const email = screen.getByLabelText('Your email');
    await userEvent.type(email, 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(screen.getByRole('alert').textContent).toMatch(/email/i);
    expect(requests).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'sandra@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect((await screen.findByRole('status')).textContent).toBe(ME_MESSAGES.linkSent);

    linkStatus = 429;
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ME_MESSAGES.tooManyLinkRequests);
  });
});

describe('SignInLanding: the mailed sign-in link', () => {
  function openLink(code: string) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
    return render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/me/sign-in?code=${code}`]}>
          <Routes>
            <Route path="/me/sign-in" element={<SignInLanding />} />
            <Route path="/me" element={<SignedInAs />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it("signs in on the click, gives the person this device's entries by their tokens, and opens My leagues", async () => {
    // Joined here with a work address: it becomes the person's by its token (one joined with their own address
    // is theirs already, and is not sent).
    useSavedUserStore.getState().save({ ...office, email: 'sandy@work.example' });
    openLink('good');
    expect(requests).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In This Device' }));
    await screen.findByText('My leagues of sandra@example.com');
    expect(bodies.get('POST /api/me/entries')).toEqual({
      entries: [{ leagueId: 'office-pool', entryToken: 'office-secret' }],
    });
    // The device keeps its own copy, token and all, beside the person's other entries.
    expect(useSavedUserStore.getState().entries.map((entry) => [entry.leagueId, entry.entryToken])).toEqual([
      ['office-pool', 'office-secret'],
      ['family-pool', undefined],
      ['cousins', undefined],
    ]);
  });

  it.each([
    ['used', ME_MESSAGES.linkGone],
    ['mistyped', ME_MESSAGES.wrongCode],
  ])('a %s link says so and offers the form for a new one', async (code, message) => {
    openLink(code);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In This Device' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('form', { name: 'Email me a sign-in link' })).toBeTruthy();
    expect(useSavedUserStore.getState().signedInAs).toBeNull();
  });
});
