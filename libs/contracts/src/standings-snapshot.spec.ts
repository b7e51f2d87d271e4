import { describe, expect, it } from 'vitest';
import { StandingsSnapshotSchema } from './standings';
import { compactStandings, MemberStanding, readSnapshotBytes, standingsView } from './standings-snapshot';

declare const TextEncoder: new () => { encode(text: string): Uint8Array };

const id = { leagueId: 'L', season: 49, version: 7 };

/** 500 drafted members of a season of 18 castaways, like the benchmark's league, some of whom swapped. */
function league(size: number): MemberStanding[] {
  const castawayPoints = (c: number) => (c % 7) * 2.5;
  return Array.from({ length: size }, (_, i) => {
    const team = [49001 + (i % 18), 49001 + ((i + 5) % 18), 49001 + ((i + 11) % 18)];
    const breakdown: Record<string, number> = {};
    for (const c of team) breakdown[String(c)] = castawayPoints(c);
    const pick = i % 4 === 0 ? 3 : 0;
    if (i % 50 === 0) {
      // Swapped after episode 4: the new castaway counts from then on, the old one keeps what it earned.
      breakdown[String(team[0])] = 1.5;
      breakdown[String(49001 + ((i + 2) % 18))] = 4;
    }
    breakdown.eliminationPick = pick;
    const total = Object.values(breakdown).reduce((a, b) => a + b, 0);
    return { userName: `player${String(i).padStart(5, '0')}`, total, previous: total - (i % 3), breakdown, team };
  });
}

describe('the compact standings snapshot', () => {
  it('gives back every member, total, team and breakdown, ranked, with movement', () => {
    const members = league(60);
    const view = standingsView(compactStandings(id, members));
    expect(view.standings).toHaveLength(60);
    for (const member of members) {
      const row = view.standings.find((r) => r.userName === member.userName);
      expect(row).toMatchObject({ total: member.total, team: member.team, breakdown: member.breakdown });
    }
    const totals = view.standings.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(view.standings[0].rank).toBe(1);
  });

  it('ties share a rank, and movement compares with the ranks before the last episode', () => {
    const members: MemberStanding[] = [
      { userName: 'Amber', total: 10, previous: 10, breakdown: {}, team: [] },
      { userName: 'Boston Rob', total: 12, previous: 8, breakdown: {}, team: [] },
      { userName: 'Courtney', total: 10, previous: 2, breakdown: {}, team: [] },
    ];
    const view = standingsView(compactStandings(id, members));
    expect(view.standings.map((r) => [r.userName, r.rank, r.movement])).toEqual([
      ['Boston Rob', 1, 1],
      ['Amber', 2, -1],
      ['Courtney', 2, 1],
    ]);
  });

  it('a member not drafted yet has an empty team and breakdown', () => {
    const view = standingsView(
      compactStandings(id, [{ userName: 'New', total: 0, previous: 0, breakdown: {}, team: [] }]),
    );
    expect(view.standings[0]).toMatchObject({ team: [], breakdown: {}, total: 0, rank: 1 });
  });

  it('stays under 30 KB of JSON for 500 entries (the row-per-member form was 199 KB)', () => {
    const snapshot = compactStandings(id, league(500));
    const json = JSON.stringify(snapshot);
    expect(json.length).toBeLessThanOrEqual(30 * 1024);
    expect(StandingsSnapshotSchema.safeParse(JSON.parse(json)).success).toBe(true);
  });

  it('reads the ack bytes back into the same snapshot', () => {
    const snapshot = compactStandings(id, league(5));
    expect(readSnapshotBytes(new TextEncoder().encode(JSON.stringify(snapshot)))).toEqual(snapshot);
  });
});
