import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useEmailedCode } from '../hooks/use-emailed-code';
import { EmailedLinkLanding } from './emailed-link-landing';

afterEach(cleanup);

interface Sent {
  code: string;
  idempotencyKey: string;
}

/** The page an emailed link opens, with `send` standing for the server call (the hook's own input). */
function Landing({ send }: { send: (code: string, idempotencyKey: string) => Promise<{ name: string }> }) {
  const { state, confirm } = useEmailedCode(send, () => {}, 'This link was used or has expired.');
  return (
    <EmailedLinkLanding
      state={state}
      onConfirm={confirm}
      confirmText="This link signs this device in."
      action="Sign In This Device"
      whenFailed={<a href="/join">Ask for a new link</a>}
      whenDone={(answer) => <p role="status">Welcome back, {answer.name}.</p>}
    />
  );
}

function openLink(url: string, send: (code: string, key: string) => Promise<{ name: string }>) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Landing send={send} />
    </MemoryRouter>,
  );
}

describe('EmailedLinkLanding: the page an emailed link opens', () => {
  it("sends the code only on the reader's click, once, then shows what happened", async () => {
    const sent: Sent[] = [];
    openLink('/claim?code=abc123', async (code, idempotencyKey) => {
      sent.push({ code, idempotencyKey });
      return { name: 'Kim' };
    });
    // A mail scanner that opens the page and runs it must not use the single-use code up.
    expect(screen.getByText('This link signs this device in.').tagName).toBe('P');
    expect(screen.getByRole('button', { name: 'Sign In This Device' })).toHaveProperty('disabled', false);
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Sign In This Device' }));
    expect((await screen.findByRole('status')).textContent).toBe('Welcome back, Kim.');
    expect(sent.map((s) => s.code)).toEqual(['abc123']);
    expect(screen.queryByRole('button', { name: 'Sign In This Device' })).toBeNull();
  });

  it('says why a used link did not work, and points to a new one', async () => {
    const sent: Sent[] = [];
    openLink('/claim?code=used99', async (code, idempotencyKey) => {
      sent.push({ code, idempotencyKey });
      throw new ApiError(410, undefined);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In This Device' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link was used or has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/join');
    expect(sent).toHaveLength(1);
  });

  it('without a code there is nothing to confirm: it says so at once', () => {
    const sent: Sent[] = [];
    openLink('/claim', async (code, idempotencyKey) => {
      sent.push({ code, idempotencyKey });
      return { name: 'Kim' };
    });
    expect(screen.getByRole('alert').textContent).toBe(LEAGUE_MANAGER_MESSAGES.missingCode);
    expect(screen.queryByRole('button', { name: 'Sign In This Device' })).toBeNull();
    expect(sent).toEqual([]);
  });
});
