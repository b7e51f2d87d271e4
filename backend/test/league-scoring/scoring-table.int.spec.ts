import {
  PredictionsResponse,
  SCORING_PRESET_TABLES,
  SCORING_TABLE_MESSAGES,
  ScoringPreviewResponse,
  ScoringTableResponse,
  StandingRow,
  StandingsSnapshot,
  seasonEpisodeRanges,
  standingsView,
} from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { ProjectionRebuilder } from '../../src/event-store/projection-rebuilder';
import { bearer, startAndActivate } from '../commissioners/support/commissioner-flow';
import { waitFor } from '../mail/support/mail-test-context';
import { joinConfirmedMember } from '../mail/support/mailed-links';
import { setUpSmtpTestServer } from '../mail/support/smtp-test-server';
import { createLeague, lockInDraft, setUpTestApp, TestApp } from '../support/test-app';

/**
 * Issue 32 on the real app: a league's own scoring table (preview, save, lock), what a save does to the standings,
 * the members' mail and the league's record, and the Sole Survivor prediction.
 */
const smtp = setUpSmtpTestServer();
const t: TestApp = setUpTestApp('scoring-table', () => ({ env: { SMTP_URL: smtp.url } }));

const SEASON = 49;
const admin = async () => bearer(await t.adminToken());
const strategy = { ...SCORING_PRESET_TABLES.strategy, preset: 'strategy', solePrediction: 0 };
const classic = { ...SCORING_PRESET_TABLES.classic, preset: 'classic', solePrediction: 0 };

async function cast(): Promise<number[]> {
  const rows = await t.query<{ id: number }>('SELECT id FROM castaways WHERE season = $1 ORDER BY id', [SEASON]);
  return rows.rows.map((r) => r.id);
}

/** A league of three confirmed members, each with a team of their own. */
async function leagueOfThree(name: string, ids: number[]) {
  const leagueId = await createLeague(t, { leagueName: name, season: SEASON });
  const tokens: Record<string, string> = {};
  for (const [i, userName] of ['Ann', 'Bob', 'Cat'].entries()) {
    tokens[userName] = await joinConfirmedMember(t, smtp, leagueId, `${userName}${name.replace(/\W/g, '')}`);
    expect(
      (
        await lockInDraft(
          t,
          leagueId,
          `${userName}${name.replace(/\W/g, '')}`,
          tokens[userName],
          ids.slice(3 * i, 3 * i + 3),
        )
      ).status,
    ).toBe(201);
  }
  return { leagueId, tokens, names: ['Ann', 'Bob', 'Cat'].map((n) => `${n}${name.replace(/\W/g, '')}`) };
}

const scoring = (leagueId: string) => t.request<ScoringTableResponse>('GET', `/api/leagues/${leagueId}/scoring`);
const put = async (leagueId: string, body: unknown, headers: Record<string, string> = {}, preview = false) =>
  t.request<ScoringPreviewResponse & { message: string; standingsVersion: number }>(
    'PUT',
    `/api/leagues/${leagueId}/scoring${preview ? '?preview=true' : ''}`,
    { headers: { ...(await admin()), ...headers }, body },
  );
/** The standings everyone sees (the compact snapshot, expanded as the pages do). */
const standings = async (leagueId: string): Promise<StandingRow[]> =>
  standingsView((await t.request<StandingsSnapshot>('GET', `/api/leagues/${leagueId}/standings`)).body).standings;
const totals = async (leagueId: string) =>
  Object.fromEntries((await standings(leagueId)).map((m) => [m.userName, m.total]));

describe('a league scoring table', () => {
  it('is Classic until changed; a preview changes nothing; a save recomputes, mails and records; If-Match guards it', async () => {
    const ids = await cast();
    const { leagueId, names } = await leagueOfThree('Idol Hunters', ids);
    const [ann, bob] = names;
    // Ann's castaway finds an idol (Classic 4, Strategy 6); Bob's win two tribe immunities (Classic 2, Strategy 1).
    const saved = await t.request('PUT', `/api/scores/${SEASON}/2`, {
      headers: await admin(),
      body: { [ids[0]]: { idolObtained: 1 }, [ids[3]]: { tribeImmunityWins: 1 }, [ids[4]]: { tribeImmunityWins: 1 } },
    });
    expect(saved.status).toBe(200);
    await t.request('PUT', `/api/scores/${SEASON}/3`, {
      headers: await admin(),
      body: { [ids[3]]: { tribeImmunityWins: 1, individualRewardWins: 1 }, [ids[4]]: { tribeImmunityWins: 1 } },
    });

    const table = await scoring(leagueId);
    expect(table.status).toBe(200);
    expect(table.body).toMatchObject({
      preset: 'classic',
      points: SCORING_PRESET_TABLES.classic.points,
      locked: false,
    });
    const classicTotals = await totals(leagueId);
    expect(classicTotals).toMatchObject({ [ann]: 4, [bob]: 6 });

    // The preview: before and after, nothing changed (same version, same totals, no event, no mail).
    const mailsBefore = smtp.received.length;
    const events = async () => Number((await t.query('SELECT count(*) FROM events')).rows[0].count);
    const eventsBefore = await events();
    const preview = await put(leagueId, strategy, {}, true);
    expect(preview.status).toBe(200);
    expect(preview.body.rows.find((r) => r.userName === ann)).toEqual({
      userName: ann,
      before: { total: 4, rank: 2 },
      after: { total: 6, rank: 1 },
    });
    expect(preview.body.rows.find((r) => r.userName === bob)).toEqual({
      userName: bob,
      before: { total: 6, rank: 1 },
      after: { total: 3, rank: 2 },
    });
    expect(await events()).toBe(eventsBefore);
    expect((await scoring(leagueId)).body.standingsVersion).toBe(table.body.standingsVersion);
    expect(await totals(leagueId)).toEqual(classicTotals);

    // Stale If-Match: 409, nothing saved.
    const stale = await put(leagueId, strategy, { 'if-match': String(table.body.standingsVersion - 1) });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SCORING_TABLE_MESSAGES.stale);
    expect((await scoring(leagueId)).body.preset).toBe('classic');

    // The save: one event, recomputed standings (the preview's numbers), the record, the mail.
    const done = await put(leagueId, strategy, { 'if-match': String(table.body.standingsVersion) });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(SCORING_TABLE_MESSAGES.saved);
    expect(await events()).toBe(eventsBefore + 1);
    expect((await scoring(leagueId)).body).toMatchObject({ preset: 'strategy', points: strategy.points });
    expect(await totals(leagueId)).toMatchObject({ [ann]: 6, [bob]: 3 });
    const annRow = (await standings(leagueId)).find((r) => r.userName === ann);
    expect(annRow).toMatchObject({ rank: 1, breakdown: { [ids[0]]: 6, eliminationPick: 0 } });
    const history = await t.request<{ series: Array<{ userName: string; totals: number[] }> }>(
      'GET',
      `/api/leagues/${leagueId}/standings/history`,
    );
    expect(history.body.series.find((s) => s.userName === bob)?.totals).toEqual([1, 3]);

    const record = await t.request<Array<{ summary: string; before?: string; after?: string }>>(
      'GET',
      `/api/leagues/${leagueId}/record`,
    );
    expect(record.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          summary: 'Scoring table (Strategy): Idol obtained changed from 4 to 6',
          before: '4',
          after: '6',
        }),
      ]),
    );

    await waitFor('the change mailed to each member', () =>
      names.every((n) => smtp.received.slice(mailsBefore).some((m) => m.to === `${n.toLowerCase()}@example.com`)),
    );
    const annMail = smtp.received.slice(mailsBefore).find((m) => m.to === `${ann.toLowerCase()}@example.com`);
    expect(annMail?.subject).toBe('Idol Hunters: the scoring table changed');
    expect(annMail?.text).toContain(`${ann}: #2 → #1 (up 1).`);
    expect(annMail?.text).toContain('Idol obtained: 4 → 6');

    // Saved again unchanged: nothing recorded, nobody mailed again.
    expect((await put(leagueId, strategy)).status).toBe(200);
    expect(await events()).toBe(eventsBefore + 1);
  });

  it('scores the same tap differently in two leagues of one season under different tables', async () => {
    const ids = await cast();
    const a = await leagueOfThree('Tap Strategy', ids);
    const b = await leagueOfThree('Tap Classic', ids);
    expect((await put(a.leagueId, strategy)).status).toBe(200);
    const before = { a: await totals(a.leagueId), b: await totals(b.leagueId) };
    const tapped = await t.request('POST', `/api/scores/${SEASON}/5/happenings`, {
      headers: await admin(),
      body: { kind: 'idolObtained', castawayId: ids[0] },
    });
    expect(tapped.status).toBe(201);
    const after = { a: await totals(a.leagueId), b: await totals(b.leagueId) };
    expect(after.a[a.names[0]] - before.a[a.names[0]]).toBe(6);
    expect(after.b[b.names[0]] - before.b[b.names[0]]).toBe(4);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const leagueId = await createLeague(t, { leagueName: 'Bad Input', season: SEASON });
    const cases: Array<[unknown, string]> = [
      [{ ...strategy, points: { ...strategy.points, idolObtained: 0.3 } }, 'points.idolObtained'],
      [{ ...strategy, points: { ...strategy.points, idolObtained: 31 } }, 'points.idolObtained'],
      [{ ...strategy, points: { ...strategy.points, hugs: 1 } }, 'points.hugs'],
      [{ ...strategy, finalPlacement: [25, 10, -11] }, 'finalPlacement[2]'],
      [{ ...strategy, solePrediction: -1 }, 'solePrediction'],
    ];
    for (const [body, field] of cases) {
      const answer = await put(leagueId, body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.message).toContain(field);
    }
    expect((await put(leagueId, strategy, { 'if-match': 'soon' })).status).toBe(400);
    expect((await scoring(leagueId)).body.preset).toBe('classic');
  });

  it('lets the league commissioner change it; not a member, not another league’s commissioner (403)', async () => {
    const mine = await startAndActivate(t, smtp, 'Own Rules', 'own.rules@example.com', 'owner');
    const other = await startAndActivate(t, smtp, 'Other Rules', 'other.rules@example.com', 'other');
    const change = (leagueId: string, headers: Record<string, string>) =>
      t.request('PUT', `/api/leagues/${leagueId}/scoring`, { headers, body: strategy });
    expect((await change(mine.leagueId, bearer(mine.commissionerToken))).status).toBe(200);
    expect((await change(mine.leagueId, bearer(other.commissionerToken))).status).toBe(403);
    expect((await change(mine.leagueId, { 'x-entry-token': mine.entryToken })).status).toBe(401);
    expect((await change(mine.leagueId, {})).status).toBe(401);
    const record = await t.request<Array<{ actor: string; summary: string }>>(
      'GET',
      `/api/leagues/${mine.leagueId}/record`,
    );
    expect(record.body.some((line) => line.actor === 'commissioner' && line.summary.startsWith('Scoring table'))).toBe(
      true,
    );
  });
});

describe('the Sole Survivor prediction and the lock after the finale', () => {
  it('is sealed until its deadline, closed after it, counts at the finale, and the table locks', async () => {
    const ids = await cast();
    const { leagueId, tokens, names } = await leagueOfThree('Crystal Ball', ids);
    const [ann, bob] = names;
    const now = new Date();
    const deadline = new Date(now.getTime() + 3600_000).toISOString();
    t.clock.set(now);
    try {
      const predict = (token: string, castawayId: number) =>
        t.request<{ message: string }>('PUT', `/api/leagues/${leagueId}/prediction`, {
          headers: { 'x-entry-token': token },
          body: { castawayId },
        });
      // Not played yet: 409 off.
      const off = await predict(tokens.Ann, ids[10]);
      expect(off.status).toBe(409);
      expect(off.body.message).toBe(SCORING_TABLE_MESSAGES.predictionOff);

      expect((await put(leagueId, { ...classic, solePrediction: 10, predictionDeadline: deadline })).status).toBe(200);
      expect((await scoring(leagueId)).body).toMatchObject({
        preset: 'classic',
        solePrediction: 10,
        predictionDeadline: deadline,
      });
      expect((await predict(tokens.Ann, ids[11])).status).toBe(200);
      expect((await predict(tokens.Ann, ids[10])).status).toBe(200); // changed before the deadline
      expect((await predict(tokens.Bob, ids[12])).status).toBe(200);
      expect((await predict(tokens.Bob, 999_999)).status).toBe(400);
      expect((await predict('not-a-token', ids[12])).status).toBe(401);

      // Sealed: a member sees their own, a visitor none.
      const sealedForAnn = await t.request<PredictionsResponse>('GET', `/api/leagues/${leagueId}/predictions`, {
        headers: { 'x-entry-token': tokens.Ann },
      });
      expect(sealedForAnn.body).toMatchObject({ sealed: true, deadline });
      expect(sealedForAnn.body.predictions.map((p) => [p.userName, p.castawayId])).toEqual([[ann, ids[10]]]);
      const sealed = await t.request<PredictionsResponse>('GET', `/api/leagues/${leagueId}/predictions`);
      expect(sealed.body).toEqual({ deadline, sealed: true, predictions: [] });

      // The deadline passes: closed, and everyone sees every prediction.
      t.clock.set(new Date(Date.parse(deadline)));
      const late = await predict(tokens.Bob, ids[10]);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(SCORING_TABLE_MESSAGES.predictionClosed);
      const open = await t.request<PredictionsResponse>('GET', `/api/leagues/${leagueId}/predictions`);
      expect(open.body.sealed).toBe(false);
      expect(open.body.predictions.map((p) => [p.userName, p.castawayId])).toEqual([
        [ann, ids[10]],
        [bob, ids[12]],
      ]);

      // The finale crowns Ann's pick: +10 under "solePrediction"; then the table is locked.
      const [{ episodes }] = (
        await t.query<{ episodes: number }>('SELECT episodes FROM seasons WHERE number = $1', [SEASON])
      ).rows;
      const finale = seasonEpisodeRanges(episodes).finale;
      const before = await totals(leagueId);
      expect(
        (
          await t.request('PUT', `/api/scores/${SEASON}/${finale}`, {
            headers: await admin(),
            body: { [ids[10]]: { finalPlacement: 1 }, [ids[12]]: { finalPlacement: 2 } },
          })
        ).status,
      ).toBe(200);
      const after = await standings(leagueId);
      const annAfter = after.find((m) => m.userName === ann);
      expect(annAfter?.breakdown.solePrediction).toBe(10);
      expect((annAfter?.total ?? 0) - before[ann]).toBe(10);
      expect(after.find((m) => m.userName === bob)?.breakdown.solePrediction).toBeUndefined();

      expect((await scoring(leagueId)).body.locked).toBe(true);
      const locked = await put(leagueId, strategy);
      expect(locked.status).toBe(409);
      expect(locked.body.message).toBe(SCORING_TABLE_MESSAGES.locked);
      // A preview of a change that can no longer be made says so too, rather than showing standings that cannot be.
      const lockedPreview = await put(leagueId, strategy, {}, true);
      expect(lockedPreview.status).toBe(409);
      expect(lockedPreview.body.message).toBe(SCORING_TABLE_MESSAGES.locked);

      // The read tables rebuilt from the log give the same standings, prediction points included.
      const beforeRebuild = await standings(leagueId);
      await t.app.get(ProjectionRebuilder).rebuild();
      expect(await standings(leagueId)).toEqual(beforeRebuild);
      expect((await scoring(leagueId)).body).toMatchObject({ locked: true, solePrediction: 10 });
    } finally {
      t.clock.set(null);
      // Other files' seasons are their own; this one scored a finale of 49 in its own database only.
    }
  });
});
