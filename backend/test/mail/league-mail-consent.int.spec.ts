import { MEMBER_EMAIL_MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, newAddress, type StartedLeague, startAndActivate } from '../commissioners/support/commissioner-flow';
import { joinBody, setUpTestApp } from '../support/test-app';
import { sleep, waitFor } from './support/mail-test-context';
import { confirmMemberEmail, mailedCode } from './support/mailed-links';
import { type ReceivedMail, setUpSmtpTestServer } from './support/smtp-test-server';

const PUBLIC_URL = 'https://pool.example';

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('league-mail-consent', () => ({ redis: true, env: { SMTP_URL: smtp.url, PUBLIC_URL } }));

const join = async (leagueId: string, userName: string, email: string) => {
  const joined = await t.request('POST', `/api/leagues/${leagueId}/join`, {
    body: joinBody(userName, { email }),
    headers: newAddress(),
  });
  expect(joined.status).toBe(201);
};

/** The commissioner writes to the league; answers once the commissioner's own copy arrived. */
async function leagueEmail(league: StartedLeague, commissionerEmail: string, subject: string): Promise<void> {
  const sent = await t.request('POST', `/api/leagues/${league.leagueId}/email`, {
    headers: bearer(league.commissionerToken),
    body: { subject, body: 'Cheap watches at https://spam.example' },
  });
  expect(sent.status).toBe(202);
  await waitFor(`${commissionerEmail} gets "${subject}"`, () =>
    smtp.received.some((m) => m.to === commissionerEmail && m.subject === subject),
  );
}

/** The commissioner sets, then moves, episode 5's cutoff; answers once the commissioner heard of the move. */
async function moveCutoff(league: StartedLeague, commissionerEmail: string, leagueName: string): Promise<void> {
  const before = smtp.received.length;
  const at = (days: number) => {
    const when = new Date(Date.now() + days * 86_400_000);
    when.setUTCMinutes(0, 0, 0);
    return when.toISOString();
  };
  for (const days of [7, 8]) {
    const set = await t.request('PUT', `/api/leagues/${league.leagueId}/elimination-cutoff`, {
      headers: bearer(league.commissionerToken),
      body: { cutoffs: { 5: at(days + Math.random()) } },
    });
    expect(set.status).toBe(200);
  }
  await waitFor('the deadline-moved mail to the commissioner', () =>
    smtp.received
      .slice(before)
      .some((m) => m.to === commissionerEmail && m.subject === `${leagueName}: a deadline moved`),
  );
}

const mailsTo = (email: string, after = 0) => smtp.received.slice(after).filter((m) => m.to === email);

describe('N1: league mail goes only to addresses whose owner confirmed them', () => {
  it('a stranger’s league cannot mail an address someone typed in; once its owner confirms, the next mail arrives', async () => {
    const league = await startAndActivate(t, smtp, 'Spam Island', 'stranger@example.com', 'stranger');
    const before = smtp.received.length;
    await join(league.leagueId, 'Victim', 'Victim@Example.com ');

    await leagueEmail(league, 'stranger@example.com', 'Buy now');
    await moveCutoff(league, 'stranger@example.com', 'Spam Island');
    await sleep(300); // the victim's copies would have been recorded in the same transactions
    const victimMail = mailsTo('victim@example.com', before).map((m) => m.subject);
    expect(victimMail).not.toContain('Buy now');
    expect(victimMail).not.toContain('Spam Island: a deadline moved');
    // The only mail the join sent the address: one link asking its owner to confirm it.
    expect(victimMail).toEqual(['Confirm your email for Tribal Pool']);
    const confirmation = mailsTo('victim@example.com', before)[0];
    expect(confirmation.text).toContain(`${PUBLIC_URL}/confirm-email?code=`);

    const code = await mailedCode(smtp, 'victim@example.com', '/confirm-email', before);
    const confirmed = await t.request<{ message: string }>('POST', '/api/entries/confirm-email', {
      body: { code },
      headers: newAddress(),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toMatch(/confirmed/i);
    const again = await t.request<{ message: string }>('POST', '/api/entries/confirm-email', {
      body: { code },
      headers: newAddress(),
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/link/i);

    await leagueEmail(league, 'stranger@example.com', 'Welcome, for real');
    await waitFor('the victim, now a confirmed member, gets the next league email', () =>
      mailsTo('victim@example.com').some((m) => m.subject === 'Welcome, for real'),
    );
  });

  it('the commissioner’s activation link confirms their address: no confirmation mail, and league mail arrives', async () => {
    const before = smtp.received.length;
    const league = await startAndActivate(t, smtp, 'Own Island', 'owner@example.com', 'owner');
    await leagueEmail(league, 'owner@example.com', 'Hello league');
    expect(mailsTo('owner@example.com', before).some((m) => m.text.includes('/confirm-email'))).toBe(false);
  });

  it('opening an emailed entry sign-in link confirms the address too', async () => {
    const league = await startAndActivate(t, smtp, 'Link Island', 'links@example.com', 'links');
    await join(league.leagueId, 'Reader', 'reader@example.com');
    const before = smtp.received.length;
    const asked = await t.request('POST', '/api/entries/email-link', {
      body: { email: 'reader@example.com' },
      headers: newAddress(),
    });
    expect(asked.status).toBe(202);
    const code = await mailedCode(smtp, 'reader@example.com', '/claim', before);
    const claimed = await t.request('POST', '/api/entries/claim', { body: { code }, headers: newAddress() });
    expect(claimed.status).toBe(200);

    await leagueEmail(league, 'links@example.com', 'Read me');
    await waitFor('the reader gets the league email', () =>
      mailsTo('reader@example.com').some((m) => m.subject === 'Read me'),
    );
  });

  it('a new commissioner’s emailed sign-in link confirms their address', async () => {
    const league = await startAndActivate(t, smtp, 'Heir Island', 'old.comm@example.com', 'oldcomm');
    await join(league.leagueId, 'Heir', 'heir@example.com');
    const handedOver = await t.request('POST', `/api/leagues/${league.leagueId}/commissioner`, {
      headers: bearer(league.commissionerToken),
      body: { userName: 'Heir' },
    });
    expect(handedOver.status).toBe(200);
    const before = smtp.received.length;
    await t.request('POST', '/api/commissioner/email-link', {
      body: { email: 'heir@example.com' },
      headers: newAddress(),
    });
    const code = await mailedCode(smtp, 'heir@example.com', '/commissioner/claim', before);
    const claimed = await t.request<{ commissionerToken: string }>('POST', '/api/commissioner/claim', {
      body: { code },
      headers: newAddress(),
    });
    expect(claimed.status).toBe(200);
    await leagueEmail(
      { ...league, commissionerToken: claimed.body.commissionerToken },
      'heir@example.com',
      'From the new commissioner',
    );
  });

  it('a bad confirmation code is a clear 400, and a missing one too', async () => {
    const bad = await t.request<{ message: string }>('POST', '/api/entries/confirm-email', {
      body: { code: 'not-a-real-code' },
      headers: newAddress(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MEMBER_EMAIL_MESSAGES.invalidCode);
    const missing = await t.request<{ message: string }>('POST', '/api/entries/confirm-email', {
      body: {},
      headers: newAddress(),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MEMBER_EMAIL_MESSAGES.missingCode);

    // Guessing is limited per client address, like the sign-in links' claim.
    const guesser = newAddress();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      const guess = await t.request<{ message: string }>('POST', '/api/entries/confirm-email', {
        body: { code: `guess-${i}` },
        headers: guesser,
      });
      answers.push(guess.status);
      if (guess.status === 429) expect(guess.body.message).toBe(MEMBER_EMAIL_MESSAGES.tooManyConfirmations);
    }
    expect(answers.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

/**
 * The one-click POST a mail provider makes (RFC 8058), to the app behind PUBLIC_URL: multipart/form-data (what the
 * RFC asks for first) or form-encoded.
 */
function oneClick(mail: ReceivedMail, encoding: 'multipart' | 'form-encoded' = 'form-encoded') {
  const url = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
  expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  const multipart = new FormData();
  multipart.append('List-Unsubscribe', 'One-Click');
  return fetch(url.replace(PUBLIC_URL, t.baseUrl), {
    method: 'POST',
    ...(encoding === 'multipart'
      ? { body: multipart }
      : {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
  });
}

describe('one-click unsubscribe, per league (RFC 8058)', () => {
  it('every league mail carries the headers; the POST stops that league’s mail to that address, not another league’s', async () => {
    const a = await startAndActivate(t, smtp, 'Alpha Pool', 'alpha.comm@example.com', 'alphac');
    const b = await startAndActivate(t, smtp, 'Beta Pool', 'beta.comm@example.com', 'betac');
    await join(a.leagueId, 'Fan', 'fan@example.com');
    await join(b.leagueId, 'Fan', 'fan@example.com');
    await confirmMemberEmail(t, smtp, 'fan@example.com');

    await leagueEmail(a, 'alpha.comm@example.com', 'Alpha news');
    await moveCutoff(a, 'alpha.comm@example.com', 'Alpha Pool');
    await waitFor('the fan gets both', () =>
      ['Alpha news', 'Alpha Pool: a deadline moved'].every((s) =>
        mailsTo('fan@example.com').some((m) => m.subject === s),
      ),
    );
    for (const subject of ['Alpha news', 'Alpha Pool: a deadline moved']) {
      const mail = mailsTo('fan@example.com').find((m) => m.subject === subject) as ReceivedMail;
      expect(mail.headers['list-unsubscribe']).toMatch(
        /^<https:\/\/pool\.example\/api\/mail\/unsubscribe\?token=\S+>$/,
      );
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    }

    const news = mailsTo('fan@example.com').find((m) => m.subject === 'Alpha news') as ReceivedMail;
    const forged = news.headers['list-unsubscribe'].replace(/token=([^>]+)/, (_all, token: string) => {
      const parts = decodeURIComponent(token).split('.');
      parts[0] = Buffer.from(b.leagueId).toString('base64url');
      return `token=${encodeURIComponent(parts.join('.'))}`;
    });
    const refused = await oneClick({ ...news, headers: { 'list-unsubscribe': forged } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBeTruthy();

    const unsubscribed = await oneClick(news, 'multipart');
    expect(unsubscribed.status).toBe(200);
    expect(((await unsubscribed.json()) as { message: string }).message).toMatch(/Alpha Pool/);
    // A second click (form-encoded this time) changes nothing and says the same.
    const again = await oneClick(news);
    expect(again.status).toBe(200);
    // A POST without the one-click body is refused with a message.
    const bare = await fetch(
      /^<([^>]+)>$/.exec(news.headers['list-unsubscribe'])?.[1]?.replace(PUBLIC_URL, t.baseUrl) ?? '',
      {
        method: 'POST',
      },
    );
    expect(bare.status).toBe(400);
    expect(((await bare.json()) as { message: string }).message).toBe(MEMBER_EMAIL_MESSAGES.missingOneClick);

    const after = smtp.received.length;
    await leagueEmail(a, 'alpha.comm@example.com', 'Alpha again');
    await leagueEmail(b, 'beta.comm@example.com', 'Beta news');
    await waitFor('the fan still gets the other league’s mail', () =>
      mailsTo('fan@example.com', after).some((m) => m.subject === 'Beta news'),
    );
    await sleep(300);
    expect(mailsTo('fan@example.com', after).some((m) => m.subject === 'Alpha again')).toBe(false);

    // Sign-in links are not league mail: an unsubscribed member still gets them.
    const asked = await t.request('POST', '/api/entries/email-link', {
      body: { email: 'fan@example.com' },
      headers: newAddress(),
    });
    expect(asked.status).toBe(202);
    const code = await mailedCode(smtp, 'fan@example.com', '/claim', after);
    expect(code).toBeTruthy();
    const signInMail = mailsTo('fan@example.com', after).find((m) => m.text.includes('/claim?code='));
    expect(signInMail?.headers['list-unsubscribe']).toBeUndefined();
  });

  it('a GET of the link (a person in a browser) unsubscribes nothing: it leads to the page with the button', async () => {
    const a = await startAndActivate(t, smtp, 'Gamma Pool', 'gamma.comm@example.com', 'gammac');
    await leagueEmail(a, 'gamma.comm@example.com', 'Gamma news');
    const mail = mailsTo('gamma.comm@example.com').find((m) => m.subject === 'Gamma news') as ReceivedMail;
    const url = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'])?.[1] ?? '';
    const opened = await fetch(url.replace(PUBLIC_URL, t.baseUrl), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^https:\/\/pool\.example\/unsubscribe\?token=/);
    const before = smtp.received.length;
    await leagueEmail(a, 'gamma.comm@example.com', 'Gamma still');
    expect(mailsTo('gamma.comm@example.com', before).some((m) => m.subject === 'Gamma still')).toBe(true);
  });
});
