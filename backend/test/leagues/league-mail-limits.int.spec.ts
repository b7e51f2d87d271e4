import { randomUUID } from 'node:crypto';
import { LEAGUE_MANAGER_MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { DeadlineMovedMail } from '../../src/leagues/deadline-moved-mail';
import { bearer, startAndActivate } from '../commissioners/support/commissioner-flow';
import { sleep, waitFor } from '../mail/support/mail-test-context';
import { joinConfirmedMember, mailedCode } from '../mail/support/mailed-links';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { createLeague, joinBody, joinLeague, setUpTestApp } from '../support/test-app';

const MAX_MEMBERS = 4;
const DAY = 86_400_000;
const MINUTE = 60_000;

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('league-mail-limits', () => ({
  redis: true,
  env: { SMTP_URL: smtp.url, MAX_LEAGUE_MEMBERS: String(MAX_MEMBERS) },
}));

const mailsTo = (to: string, subject: string, after: number) =>
  smtp.received.slice(after).filter((m) => m.to === to && m.subject === subject);

const sendLeagueEmail = (leagueId: string, token: string, key = randomUUID(), subject = 'Watch party') =>
  t.request<{ commandId: string; message: string }>('POST', `/api/leagues/${leagueId}/email`, {
    headers: { ...bearer(token), 'idempotency-key': key },
    body: { subject, body: 'At my place, 8 pm.' },
  });

describe('a commissioner cannot turn the league into a mail relay (issue 33, N1)', () => {
  it('ten deadline moves in a few seconds mail each member once at once and once more, a digest, after the hour', async () => {
    const league = await startAndActivate(t, smtp, 'Toggle Pool', 'comm.toggle@example.com', 'toggler');
    // Confirmed addresses: league mail goes to no other (issue 33).
    await joinConfirmedMember(t, smtp, league.leagueId, 'Vic');
    await joinConfirmedMember(t, smtp, league.leagueId, 'Wendy');
    const members = ['comm.toggle@example.com', 'vic@example.com', 'wendy@example.com'];
    const subject = 'Toggle Pool: a deadline moved';
    const start = new Date();
    start.setUTCSeconds(0, 0);
    const inDays = (days: number) => new Date(start.getTime() + days * DAY).toISOString();
    const moveDeadline = (draftDeadline: string) =>
      t.request('POST', `/api/leagues/${league.leagueId}/deadline`, {
        headers: bearer(league.commissionerToken),
        body: { draftDeadline },
      });
    const moveCutoff = (at: string) =>
      t.request('PUT', `/api/leagues/${league.leagueId}/elimination-cutoff`, {
        headers: bearer(league.commissionerToken),
        body: { cutoffs: { 5: at } },
      });
    const digests = t.app.get(DeadlineMovedMail);
    const after = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    t.clock.set(start);
    try {
      // Set for the first time: nothing moved, nobody is mailed.
      expect((await moveDeadline(inDays(4))).status).toBe(200);
      expect((await moveCutoff(inDays(7))).status).toBe(200);
      const before = smtp.received.length;
      // The review's reproduction: ten moves between two dates, then (still within the hour) a cutoff moves.
      for (let i = 0; i < 10; i++) {
        t.clock.set(new Date(start.getTime() + i * 1000));
        expect((await moveDeadline(inDays(5 + (i % 2)))).status).toBe(200);
      }
      t.clock.set(after(30));
      expect((await moveCutoff(inDays(8))).status).toBe(200);
      await waitFor('the first deadline mail to every member', () =>
        members.every((to) => mailsTo(to, subject, before).length >= 1),
      );
      await sleep(1500);
      for (const to of members) expect(mailsTo(to, subject, before)).toHaveLength(1);
      expect(await digests.sendDue(after(59))).toEqual([]);

      // The hour since that mail is over: one more mail each, listing every move since, in order.
      expect(await digests.sendDue(after(60))).toEqual([league.leagueId]);
      const digestSubject = 'Toggle Pool: deadlines moved';
      await waitFor('the digest to every member', () =>
        members.every((to) => mailsTo(to, digestSubject, before).length >= 1),
      );
      await sleep(500);
      for (const to of members) {
        expect(mailsTo(to, subject, before)).toHaveLength(1);
        const [digest, ...more] = mailsTo(to, digestSubject, before);
        expect(more).toEqual([]);
        expect(digest.text.match(/^The draft deadline: from .* ET\.$/gm)).toHaveLength(9);
        expect(digest.text.match(/^The pick cutoff of episode 5: from .* ET\.$/gm)).toHaveLength(1);
      }
      // Moved and moved back within the next hour: members were told that date last, so no mail.
      const mailed = smtp.received.length;
      t.clock.set(after(61));
      expect((await moveDeadline(inDays(5))).status).toBe(200);
      expect((await moveDeadline(inDays(6))).status).toBe(200);
      expect(await digests.sendDue(after(121))).toEqual([]);
      await sleep(500);
      expect(smtp.received.slice(mailed).filter((m) => members.includes(m.to))).toEqual([]);
    } finally {
      t.clock.set(null);
    }
  });
});

describe('league emails from a commissioner are limited (issue 33, N1 and N10)', () => {
  it('retries of one send (same Idempotency-Key) count once against the daily limit', async () => {
    const league = await startAndActivate(t, smtp, 'Retry Pool', 'comm.retry@example.com', 'retrier');
    await joinLeague(t, league.leagueId, 'Rhea');
    const key = randomUUID();
    const retries = await Promise.all(
      [1, 2, 3, 4].map(() => sendLeagueEmail(league.leagueId, league.commissionerToken, key)),
    );
    expect(retries.map((r) => r.status)).toEqual([202, 202, 202, 202]);
    expect(new Set(retries.map((r) => r.body.commandId)).size).toBe(1);
    // Four more sends make five distinct sends today: all go out; the sixth is refused.
    for (let i = 0; i < 4; i++)
      expect((await sendLeagueEmail(league.leagueId, league.commissionerToken)).status).toBe(202);
    const sixth = await sendLeagueEmail(league.leagueId, league.commissionerToken);
    expect(sixth).toMatchObject({ status: 429, body: { message: LEAGUE_MANAGER_MESSAGES.tooManyLeagueEmails } });
    // A retry of a send that went out still answers its first answer, even at the limit.
    const retry = await sendLeagueEmail(league.leagueId, league.commissionerToken, key);
    expect(retry).toMatchObject({ status: 202, body: { commandId: retries[0].body.commandId } });
  });

  it('one commissioner email sends at most ten league emails a day across its leagues; the site admin is not counted', async () => {
    const email = 'comm.many@example.com';
    const a = await startAndActivate(t, smtp, 'Many Pool A', email, 'manya');
    const b = await startAndActivate(t, smtp, 'Many Pool B', email, 'manyb');
    const c = await startAndActivate(t, smtp, 'Many Pool C', email, 'manyc');
    for (let i = 0; i < 5; i++) expect((await sendLeagueEmail(a.leagueId, a.commissionerToken)).status).toBe(202);
    for (let i = 0; i < 5; i++) expect((await sendLeagueEmail(b.leagueId, b.commissionerToken)).status).toBe(202);
    const eleventh = await sendLeagueEmail(c.leagueId, c.commissionerToken);
    expect(eleventh).toMatchObject({
      status: 429,
      body: { message: LEAGUE_MANAGER_MESSAGES.tooManyCommissionerEmails },
    });
    // The site admin writes to league C's members all the same (only C's own daily limit applies).
    const byAdmin = await sendLeagueEmail(c.leagueId, await t.adminToken(), randomUUID(), 'From the site admin');
    expect(byAdmin.status).toBe(202);
  });

  it("the progress of a send answers only on its own league: another league's commissioner gets 404 (N12)", async () => {
    const l1 = await startAndActivate(t, smtp, 'Progress Pool 1', 'comm.p1@example.com', 'pone');
    const l2 = await startAndActivate(t, smtp, 'Progress Pool 2', 'comm.p2@example.com', 'ptwo');
    const sent = await sendLeagueEmail(l1.leagueId, l1.commissionerToken);
    expect(sent.status).toBe(202);
    const own = await t.request('GET', `/api/leagues/${l1.leagueId}/email/${sent.body.commandId}/progress`, {
      headers: bearer(l1.commissionerToken),
    });
    expect(own.status).toBe(200);
    const foreign = await t.request<{ message: string }>(
      'GET',
      `/api/leagues/${l2.leagueId}/email/${sent.body.commandId}/progress`,
      { headers: bearer(l2.commissionerToken) },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBeTruthy();
  });
});

describe('a league has at most MAX_LEAGUE_MEMBERS members (issue 33, N1)', () => {
  it('the join after the cap answers 409 with the message; no entry, no mail', async () => {
    const league = await startAndActivate(t, smtp, 'Full Pool', 'comm.full@example.com', 'filler');
    // The commissioner's own entry is one of the members.
    for (const name of ['Ann', 'Ben', 'Cal']) await joinLeague(t, league.leagueId, name);
    const before = smtp.received.length;
    const refused = await t.request<{ message: string }>('POST', `/api/leagues/${league.leagueId}/join`, {
      body: joinBody('Dora'),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LEAGUE_MANAGER_MESSAGES.leagueFull(MAX_MEMBERS));
    const rows = await t.query('SELECT user_name FROM league_members WHERE league_id = $1 ORDER BY 1', [
      league.leagueId,
    ]);
    expect(rows.rows.map((r) => r.user_name)).toEqual(['Ann', 'Ben', 'Cal', 'filler']);
    const outbox = await t.query("SELECT 1 FROM mail_outbox WHERE recipient = 'dora@example.com'");
    expect(outbox.rowCount).toBe(0);
    await sleep(300);
    expect(smtp.received.slice(before).filter((m) => m.to === 'dora@example.com')).toEqual([]);
  });

  it("a past season's member cannot rejoin the league's next season once it is full; the link still works later", async () => {
    const admin = { authorization: `Bearer ${await t.adminToken()}` };
    const leagueId = await createLeague(t, { leagueName: 'Encore Pool' });
    await joinLeague(t, leagueId, 'Pat');
    const before = smtp.received.length;
    const moved = await t.request('POST', `/api/leagues/${leagueId}/continue`, {
      headers: admin,
      body: { season: 50 },
    });
    expect(moved.status).toBe(200);
    // The rejoin link (Pat's join also mailed a confirmation link, which may arrive after `before`).
    const code = await mailedCode(smtp, 'pat@example.com', '/claim', before);
    for (const name of ['Wes', 'Xia', 'Yul', 'Zoe']) await joinLeague(t, leagueId, name);

    const refused = await t.request<{ message: string }>('POST', '/api/entries/claim', { body: { code } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LEAGUE_MANAGER_MESSAGES.leagueFull(MAX_MEMBERS));
    const members = await t.query('SELECT user_name FROM league_members WHERE league_id = $1 ORDER BY 1', [leagueId]);
    expect(members.rows.map((r) => r.user_name)).toEqual(['Wes', 'Xia', 'Yul', 'Zoe']);

    // Room again: the same link (refused, so not used up) rejoins.
    expect((await t.request('DELETE', `/api/leagues/${leagueId}/members/Zoe`, { headers: admin })).status).toBe(200);
    const rejoined = await t.request<{ userName: string }>('POST', '/api/entries/claim', { body: { code } });
    expect(rejoined).toMatchObject({ status: 200, body: { userName: 'Pat' } });
  });
});
