import { describe, expect, it } from 'vitest';
import { StandingRow, StandingsView } from './standings';
import { applyStandingsChange, competitionRanks } from './standings-change';

const row = (userName: string, total: number, rank: number): StandingRow => ({
  userName,
  total,
  rank,
  breakdown: {},
  team: [],
  movement: 0,
});
const snapshot: StandingsView = {
  leagueId: 'L',
  season: 49,
  version: 4,
  standings: [row('Amber', 10, 1), row('Boston Rob', 8, 2), row('Courtney', 2, 3)],
};
const base = { leagueId: 'L', season: 49, version: 5, fromVersion: 4, changed: [], removed: [] };

describe('applying live standings changes', () => {
  it('equal totals share a rank and the next rank skips', () => {
    expect(competitionRanks([5, 9, 5, 1])).toEqual([2, 1, 2, 4]);
  });

  it('a newcomer joins at the bottom', () => {
    const next = applyStandingsChange(snapshot, { ...base, changed: [row('Zed', 0, 4)] });
    expect(next?.standings.map((r) => r.userName)).toEqual(['Amber', 'Boston Rob', 'Courtney', 'Zed']);
    expect(next?.version).toBe(5);
  });

  it('new totals re-rank everyone and show who moved', () => {
    const next = applyStandingsChange(snapshot, { ...base, totals: { total: [10, 12, 10], previous: [10, 8, 2] } });
    expect(next?.standings.map((r) => [r.userName, r.rank, r.total, r.movement])).toEqual([
      ['Boston Rob', 1, 12, 1],
      ['Amber', 2, 10, -1],
      ['Courtney', 2, 10, 1],
    ]);
    expect(next?.standings.find((r) => r.userName === 'Amber')?.breakdownStale).toBe(false);
    expect(next?.standings.find((r) => r.userName === 'Courtney')?.breakdownStale).toBe(true);
  });

  it('a change already applied is ignored; a change after a gap asks for the snapshot', () => {
    expect(applyStandingsChange(snapshot, { ...base, version: 4, fromVersion: 3 })).toBe(snapshot);
    expect(applyStandingsChange(snapshot, { ...base, version: 7, fromVersion: 6 })).toBeNull();
  });

  it('a patch for a member the viewer never saw, without all fields, asks for the snapshot', () => {
    expect(applyStandingsChange(snapshot, { ...base, changed: [{ userName: 'Ghost', rank: 1 }] })).toBeNull();
  });

  it('a leaver disappears', () => {
    const next = applyStandingsChange(snapshot, { ...base, removed: ['Amber'] });
    expect(next?.standings.map((r) => r.userName)).toEqual(['Boston Rob', 'Courtney']);
  });
});
