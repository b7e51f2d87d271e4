import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_MAX_LENGTH, CHAT_MESSAGES, type ChatMessage, type ChatPage, type ChatViewer } from '@tribal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSavedUserStore } from '@/stores/saved-user-store';
import { AppWrapper } from '@/testing/app-wrapper';
import { answer, serveApiOnLoopback } from '@/testing/loopback-api';
import { useLeagueChat } from '../hooks/use-league-chat';
import { ReactionBar } from './reaction-bar';
import { StandingsWithChat } from './standings-with-chat';

/** What reached the server: the panel talks to a real HTTP server on loopback, not to a mocked fetch. */
interface Received {
  method: string;
  url: string;
  entryToken: string | undefined;
  body: Record<string, unknown>;
}

const NEW_YORK: ChatViewer = { timeZone: 'America/New_York', revealedThrough: 2 };
const message = (id: number, userName: string, text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: String(id),
  userName,
  text,
  at: new Date(Date.now() - (1000 - id) * 1000).toISOString(),
  ...extra,
});

let received: Received[] = [];
/** what the server holds, newest last */
let held: ChatMessage[] = [];
let page: Omit<ChatPage, 'messages'>;
/** the answer to the next POST: a refusal, or null to take the message */
let refuseNext: { status: number; message: string } | null = null;
let closed = false;

serveApiOnLoopback(({ method, path, url, headers, body = {} }) => {
  // The live socket knocks here too (and is turned away): only the chat's own calls are recorded.
  if (url.pathname.startsWith('/api/'))
    received.push({ method, url: path, entryToken: headers['x-entry-token'] as string | undefined, body });
  if (url.pathname !== '/api/leagues/L/chat') return undefined;
  if (closed) return answer(403, { message: CHAT_MESSAGES.closedToVisitors });
  if (method === 'GET') {
    const before = url.searchParams.get('before');
    const older = held.filter((m) => before === null || Number(m.id) < Number(before));
    return answer(200, { ...page, messages: older.slice(-50).reverse() } satisfies ChatPage);
  }
  if (method === 'POST') {
    if (refuseNext) {
      const { status, message: text } = refuseNext;
      refuseNext = null;
      return answer(status, { message: text });
    }
    const posted = message(held.length + 100, 'Sandra', String(body.text));
    held.push(posted);
    return answer(201, { id: posted.id, at: posted.at });
  }
  return undefined;
});

beforeEach(() => {
  received = [];
  closed = false;
  refuseNext = null;
  held = [];
  page = { heldUntil: null, canPost: true, canModerate: false, mutedUntil: null, openToVisitors: false };
  useSavedUserStore.getState().save({
    userName: 'Sandra',
    survivorName: 'Sandra',
    realName: 'Sandra Diaz',
    email: 'sandra@example.com',
    leagueId: 'L',
    paymentMethod: 'Venmo',
    entryToken: 'sandra-token',
  });
});
afterEach(cleanup);

function StandingsPageWithChat({ viewer }: { viewer: ChatViewer }) {
  const chat = useLeagueChat('L', viewer);
  return (
    <StandingsWithChat chat={chat}>
      <p>The standings</p>
    </StandingsWithChat>
  );
}

function renderChat(viewer: ChatViewer = NEW_YORK) {
  render(
    <AppWrapper>
      <StandingsPageWithChat viewer={viewer} />
    </AppWrapper>,
  );
}

const panel = () => screen.getByRole('region', { name: 'League chat' });

describe('the league chat panel', { timeout: 30_000 }, () => {
  it('shows what members typed exactly as typed: no markup run, no link made, hidden ones hidden', async () => {
    held = [
      message(1, 'Parvati', '<script>alert(1)</script> &amp;'),
      message(2, 'Amanda', 'see https://example.com/spoilers'),
      message(3, 'Rob', '', { hidden: true }),
    ];
    renderChat();
    const log = await screen.findByRole('log', { name: 'Messages, oldest first' });
    expect(await within(log).findByText('<script>alert(1)</script> &amp;')).toBeTruthy();
    expect(log.querySelector('script')).toBeNull();
    expect(within(log).getByText('see https://example.com/spoilers')).toBeTruthy();
    expect(within(log).queryByRole('link')).toBeNull();
    expect(within(log).getByText(CHAT_MESSAGES.hiddenByCommissioner)).toBeTruthy();
    // Oldest first, the Survivor Name on each.
    expect([...log.querySelectorAll('.tp-chat-name')].map((n) => n.textContent)).toEqual(['Parvati', 'Amanda', 'Rob']);
    // The shield went with the read: the server holds back what New York has not reached.
    expect(received[0]).toMatchObject({ method: 'GET', entryToken: 'sandra-token' });
    expect(received[0].url).toContain('tz=America%2FNew_York');
    expect(received[0].url).toContain('revealedThrough=2');
  });

  it('Enter sends; a refusal shows the server’s words and keeps the text; then it goes through', async () => {
    const user = userEvent.setup();
    renderChat();
    const input = await within(panel()).findByRole('textbox', { name: 'Message' });
    refuseNext = { status: 429, message: CHAT_MESSAGES.tooFast };
    await user.type(input, 'Manu is going home{Enter}');
    expect((await within(panel()).findByRole('alert')).textContent).toBe(CHAT_MESSAGES.tooFast);
    expect((input as HTMLInputElement).value).toBe('Manu is going home');

    await user.click(within(panel()).getByRole('button', { name: 'Send' }));
    expect(await within(panel()).findByText('Manu is going home')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    const posts = received.filter((r) => r.method === 'POST');
    expect(posts.at(-1)).toMatchObject({
      entryToken: 'sandra-token',
      body: { text: 'Manu is going home', timeZone: 'America/New_York' },
    });
  });

  it('an empty message is not sent, and the counter shows near the limit', async () => {
    const user = userEvent.setup();
    renderChat({});
    const input = await within(panel()).findByRole('textbox', { name: 'Message' });
    await user.type(input, '   {Enter}');
    expect((await within(panel()).findByRole('alert')).textContent).toBe(CHAT_MESSAGES.empty);
    expect(received.some((r) => r.method === 'POST')).toBe(false);
    // Without a shield, no tz is sent.
    expect(received[0].url).not.toContain('tz=');

    await user.clear(input);
    await user.click(input);
    await user.paste('x'.repeat(CHAT_MAX_LENGTH - 5));
    expect(within(panel()).getByText('5 characters left')).toBeTruthy();
  });

  it('a muted member reads but has no composer, and is told until when', async () => {
    page = { ...page, canPost: false, mutedUntil: '2030-03-01T02:00:00Z' };
    held = [message(1, 'Parvati', 'hello')];
    renderChat();
    await within(panel()).findByText('hello');
    expect(within(panel()).queryByRole('textbox')).toBeNull();
    expect(panel().textContent).toContain('The commissioner has muted you');
  });

  it('"Load earlier messages" reads the page before the oldest one shown', async () => {
    const user = userEvent.setup();
    held = Array.from({ length: 60 }, (_, i) => message(i + 1, 'Parvati', `message ${i + 1}`));
    renderChat();
    await within(panel()).findByText('message 60');
    expect(within(panel()).queryByText('message 10')).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(panel()).findByText('message 10')).toBeTruthy();
    expect(received.filter((r) => r.method === 'GET').at(-1)?.url).toContain('before=11');
  });

  it('a visitor of a chat kept to members sees the standings alone', async () => {
    closed = true;
    renderChat();
    expect(await screen.findByText('The standings')).toBeTruthy();
    await expect.poll(() => received.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'League chat' })).toBeNull();
  });
});

describe('the reaction bar', () => {
  it('names each reaction with its count, presses yours, and a visitor sees only given ones', async () => {
    const user = userEvent.setup();
    const taps: string[] = [];
    const { rerender } = render(
      <ReactionBar
        line="Manu won immunity"
        counts={{ fire: 2, snake: 1 }}
        mine="fire"
        interactive
        pending={null}
        onToggle={(kind) => taps.push(kind)}
      />,
    );
    const bar = screen.getByRole('group', { name: 'Reactions to Manu won immunity' });
    expect(within(bar).getAllByRole('button')).toHaveLength(6);
    expect(within(bar).getByRole('button', { name: 'Fire: 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(bar).getByRole('button', { name: 'Snake: 1' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(within(bar).getByRole('button', { name: 'Funny: 0' }));
    expect(taps).toEqual(['laugh']);

    rerender(
      <ReactionBar
        line="Manu won immunity"
        counts={{ fire: 2, snake: 1 }}
        mine={null}
        interactive={false}
        pending={null}
        onToggle={(kind) => taps.push(kind)}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Fire: 2', 'Snake: 1']);
  });
});
