import { LEAGUE_MANAGER_MESSAGES, StandingsSnapshot } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../mail/support/mail-test-context';
import { joinConfirmedMember } from '../mail/support/mailed-links';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { lockInDraft, setUpTestApp } from '../support/test-app';
import { bearer, startAndActivate } from './support/commissioner-flow';

/**
 * Issue 33, review finding N3: a self-serve commissioner plays for money in their own league. After episode 2 was
 * scored they could give themselves its top scorers from episode 1 on, and set their own episode-2 pick to the
 * castaway already voted out. Now a commissioner never corrects their own entry (only the site admin does), and a
 * commissioner's edit of another member's team counts from the next episode not yet scored, like a swap.
 */

const smtp = setUpSmtpTestServer();
const t = setUpTestApp('commissioner-who-plays', () => ({ env: { SMTP_URL: smtp.url } }));
const admin = async () => bearer(await t.adminToken());

const totals = async (leagueId: string) => {
  const { body } = await t.request<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings`);
  return Object.fromEntries(body.members.map((userName, i) => [userName, body.total[i]]));
};

describe('N3: a commissioner who plays cannot rewrite their own entry', () => {
  it('own draft edit and own pick correction are refused; another member’s edit counts from the next unscored episode; the admin’s from episode 1', async () => {
    const ivy = await startAndActivate(t, smtp, 'Idem Probe', 'ivy@example.com', 'ivy');
    const L = ivy.leagueId;
    const B = bearer(ivy.commissionerToken);
    // A confirmed address: the correction mail goes to no other (issue 33).
    const joe = await joinConfirmedMember(t, smtp, L, 'joe');
    expect((await lockInDraft(t, L, 'ivy', ivy.entryToken, [49010, 49011, 49012])).status).toBe(201);
    expect((await lockInDraft(t, L, 'joe', joe, [49013, 49014, 49015])).status).toBe(201);

    const scored = await t.request('PUT', '/api/scores/49/2', {
      headers: await admin(),
      body: {
        49001: { idolObtained: 5 },
        49002: { idolObtained: 5 },
        49003: { idolObtained: 5 },
        49004: { votedOut: true },
      },
    });
    expect(scored.status).toBe(200);
    expect(await totals(L)).toEqual({ ivy: 0, joe: 0 });

    const editDraft = (headers: Record<string, string>, userName: string) =>
      t.request<{ message: string }>('PUT', `/api/admin/leagues/${L}/drafts/${userName}`, {
        headers,
        body: { team: [49001, 49002, 49003] },
      });
    const correctPick = (headers: Record<string, string>, userName: string) =>
      t.request<{ message: string }>('PUT', `/api/admin/leagues/${L}/elimination-pick`, {
        headers,
        body: { userName, episode: 2, castawayId: 49004 },
      });

    // The attack on their own entry, by name in any letter case.
    for (const userName of ['ivy', 'IVY']) {
      expect.soft(await editDraft(B, userName), `own draft as ${userName}`).toMatchObject({
        status: 403,
        body: { message: LEAGUE_MANAGER_MESSAGES.ownEntry },
      });
      expect.soft(await correctPick(B, userName), `own pick as ${userName}`).toMatchObject({
        status: 403,
        body: { message: LEAGUE_MANAGER_MESSAGES.ownEntry },
      });
    }
    expect.soft(await totals(L), 'after the self-edits').toEqual({ ivy: 0, joe: 0 });

    // Another member's team: allowed, but it counts only from episode 3, the next one not scored.
    const before = smtp.received.length;
    expect.soft((await editDraft(B, 'joe')).status).toBe(200);
    expect.soft(await totals(L), 'a commissioner’s edit is not retroactive').toEqual({ ivy: 0, joe: 0 });
    await waitFor('the draft correction mail to joe', () =>
      smtp.received.slice(before).some((m) => m.to === 'joe@example.com'),
    );
    const mail = smtp.received.slice(before).find((m) => m.to === 'joe@example.com');
    expect.soft(mail?.text).toContain('episode 3');
    const record = await t.request<Array<{ actor: string; summary: string; before?: string; after?: string }>>(
      'GET',
      `/api/leagues/${L}/record`,
    );
    expect.soft(record.body[0]).toMatchObject({ actor: 'commissioner', summary: expect.stringContaining('episode 3') });
    expect.soft(record.body[0].before).toBeTruthy();
    expect.soft(record.body[0].after).toBeTruthy();

    const third = await t.request('PUT', '/api/scores/49/3', {
      headers: await admin(),
      body: { 49001: { idolObtained: 1 } },
    });
    expect(third.status).toBe(200);
    const afterThird = await totals(L);
    expect.soft(afterThird.joe, 'episode 3 counts for the edited team').toBeGreaterThan(0);
    expect.soft(afterThird.joe, 'episode 2 does not').toBeLessThan(21);

    // The site admin's edit keeps today's rule: it counts from episode 1, and the admin may fix the commissioner.
    expect((await editDraft(await admin(), 'ivy')).status).toBe(200);
    expect((await correctPick(await admin(), 'ivy')).status).toBe(200);
    const afterAdmin = await totals(L);
    expect(afterAdmin.ivy).toBeGreaterThan(afterThird.joe + 60);
  });
});
