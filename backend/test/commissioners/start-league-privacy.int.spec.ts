import { LEAGUE_MANAGER_MESSAGES, NAME_CONTROL_CHARACTERS_MESSAGE } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../mail/support/mail-test-context';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { setUpTestApp } from '../support/test-app';
import { newAddress, startBody } from './support/commissioner-flow';

/**
 * Issue 33, security review N6: starting a league answered 409 when the email already ran a league of that name
 * (league names are public, so emails could be checked), and the activation mail carried the typed league name in
 * its subject, to any address.
 */

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('start_league_privacy', () => ({
  redis: true,
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://pool.example' },
}));

const start = (body: Record<string, unknown>) =>
  t.request<{ message: string }>('POST', '/api/leagues', { body, headers: newAddress() });
const mailsTo = (email: string, after: number) => smtp.received.slice(after).filter((m) => m.to === email);

describe('starting a league tells a stranger nothing about who runs which league', () => {
  it('a known and an unknown email get the same 202; the owner is mailed that they already have the league', async () => {
    expect((await start(startBody('Case Probe League', 'sandra.case@example.com', 'Sandra'))).status).toBe(202);
    await waitFor('the activation mail', () => mailsTo('sandra.case@example.com', 0).length === 1);

    const before = smtp.received.length;
    const known = await start(startBody('case probe league', 'Sandra.Case@example.com', 'Sandra'));
    const unknown = await start(startBody('case probe league', 'someone.else@example.com', 'Sandra'));
    expect({ status: known.status, body: known.body }).toEqual({ status: unknown.status, body: unknown.body });
    expect(known).toMatchObject({
      status: 202,
      body: { message: LEAGUE_MANAGER_MESSAGES.leagueStarted('case probe league') },
    });

    await waitFor('both mails', () => smtp.received.length >= before + 2);
    const [already] = mailsTo('sandra.case@example.com', before);
    expect(already.subject).not.toMatch(/case probe/i);
    expect(already.text).toContain('You already have a league named “Case Probe League”');
    expect(already.text).toContain('https://pool.example/commissioner/sign-in');
    expect(already.text).not.toContain('/league/activate?code=');
    // Only one league of that name for the owner.
    const owned = await t.query("SELECT 1 FROM leagues WHERE commissioner_email = 'sandra.case@example.com'");
    expect(owned.rows.length).toBe(1);
  });

  it('the activation mail keeps typed text out of its subject and quotes it in the body', async () => {
    const before = smtp.received.length;
    const leagueName = 'WIN $500 gift card: visit evil.example now';
    expect((await start(startBody(leagueName, 'victim@example.com', 'Support Team'))).status).toBe(202);
    await waitFor('the activation mail', () => mailsTo('victim@example.com', before).length === 1);
    const [mail] = mailsTo('victim@example.com', before);
    expect(mail.subject).toBe('Activate your Tribal Pool league');
    expect(mail.text).toContain(`“${leagueName}”`);
    expect(mail.text).toContain('“Support Team”');
  });

  it('line and paragraph separators and bidi controls are refused in names (400)', async () => {
    for (const bad of ['Pool\u2028Line', 'Pool\u2029Para', 'Pool \u202Eloohcs', 'Pool \u2066x\u2069']) {
      const asLeague = await start(startBody(bad, 'bidi@example.com', 'bidi'));
      expect([JSON.stringify(bad), asLeague.status, asLeague.body.message]).toEqual([
        JSON.stringify(bad),
        400,
        NAME_CONTROL_CHARACTERS_MESSAGE,
      ]);
      const asUser = await start(startBody('Fine Pool', 'bidi@example.com', bad));
      expect([JSON.stringify(bad), asUser.status]).toEqual([JSON.stringify(bad), 400]);
    }
  });
});
