import { expect } from 'vitest';
import { createLeague, joinLeague, TestApp } from '../../support/test-app';

const admin = async (t: TestApp) => ({ authorization: `Bearer ${await t.adminToken()}` });

export async function score(t: TestApp, episode: number, records: Record<number, Record<string, unknown>>) {
  const response = await t.request('PUT', `/api/scores/49/${episode}`, { headers: await admin(t), body: records });
  expect(response.status).toBe(200);
}
async function post(t: TestApp, path: string, token: string, body: unknown) {
  const response = await t.request('POST', path, {
    headers: { 'x-entry-token': token },
    body,
  });
  expect(response.status).toBeLessThan(300);
}
/**
 * Three members: Parvati (49001-49003) swaps 49003 for 49010 after episode 3; Amanda (49004-49006) picks 49004 to
 * go home in episode 3 and is right; Cirie (49007-49009).
 */
export async function seasonStory(t: TestApp): Promise<string> {
  await t.request('DELETE', '/api/scores', { headers: await admin(t) });
  const leagueId = await createLeague(t, { leagueName: 'Heroes vs Villains' });
  const tokens: Record<string, string> = {};
  const teams: Record<string, number[]> = {
    Parvati: [49001, 49002, 49003],
    Amanda: [49004, 49005, 49006],
    Cirie: [49007, 49008, 49009],
  };
  for (const [name, team] of Object.entries(teams)) {
    tokens[name] = await joinLeague(t, leagueId, name);
    await post(t, `/api/leagues/${leagueId}/draft`, tokens[name], { userName: name, team });
  }
  await post(t, `/api/leagues/${leagueId}/elimination-pick`, tokens.Amanda, {
    userName: 'Amanda',
    episode: 3,
    castawayId: 49004,
  });
  // Episode 2: Cirie's 49007 wins individual reward (+2), Parvati's 49001 tribe immunity (+1).
  await score(t, 2, { 49007: { individualRewardWins: 1 }, 49001: { tribeImmunityWins: 1 } });
  // Episode 3: Parvati's 49003 finds an idol (+4); Amanda's 49004 is voted out (Amanda's pick: +3).
  await score(t, 3, { 49003: { idolObtained: 1 }, 49004: { votedOut: true, votesAgainst: 2 } });
  await post(t, `/api/leagues/${leagueId}/swap`, tokens.Parvati, { userName: 'Parvati', team: [49001, 49002, 49010] });
  // Episode 4: 49003 (swapped out) wins reward, 49010 (swapped in) obtains an advantage (+2).
  await score(t, 4, { 49003: { individualRewardWins: 1 }, 49010: { advantageObtained: 1 } });
  return leagueId;
}
