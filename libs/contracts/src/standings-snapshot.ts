import { StandingRow, StandingsSnapshot, StandingsSnapshotSchema, StandingsView } from './standings';
import { byRankThenName, byUserName, competitionRanks } from './standings-change';

/** Both Node and browsers have it; contracts compile without either's type library, so it is named here. */
declare const TextDecoder: new () => { decode(bytes: ArrayBuffer | Uint8Array): string };

/** Breakdown key of the weekly elimination pick bonus (spec §9). */
export const ELIMINATION_PICK_KEY = 'eliminationPick';

/** One member's standing as the read table holds it: the input of `compactStandings`. */
export interface MemberStanding {
  userName: string;
  total: number;
  previous: number;
  breakdown: Record<string, number>;
  team: number[];
}

/** The breakdown a member has when each team castaway counted all season: the shared points plus the pick bonus. */
function sharedBreakdown(team: number[], total: number, castawayPoints: Record<string, number>) {
  if (team.length === 0) return {};
  const breakdown: Record<string, number> = {};
  let castaways = 0;
  for (const id of team) {
    const points = castawayPoints[String(id)] ?? 0;
    breakdown[String(id)] = points;
    castaways += points;
  }
  breakdown[ELIMINATION_PICK_KEY] = total - castaways;
  return breakdown;
}

function sameBreakdown(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
}

/**
 * The compact snapshot of one league-season: the points each castaway gave most of its holders are stated once;
 * only members whose breakdown differs carry their own. Exact: `standingsView` gives back every breakdown.
 */
export function compactStandings(
  id: { leagueId: string; season: number; version: number },
  members: MemberStanding[],
): StandingsSnapshot {
  const sorted = [...members].sort(byUserName);
  // The most common points of each castaway among the members who have it on their team.
  const tally = new Map<string, Map<number, number>>();
  for (const member of sorted) {
    for (const castawayId of member.team) {
      const key = String(castawayId);
      const points = member.breakdown[key];
      if (points === undefined) continue;
      const counts = tally.get(key) ?? new Map<number, number>();
      counts.set(points, (counts.get(points) ?? 0) + 1);
      tally.set(key, counts);
    }
  }
  const castawayPoints: Record<string, number> = {};
  for (const [key, counts] of tally) {
    castawayPoints[key] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
  }
  const breakdowns: Record<string, Record<string, number>> = {};
  sorted.forEach((member, i) => {
    if (!sameBreakdown(member.breakdown, sharedBreakdown(member.team, member.total, castawayPoints))) {
      breakdowns[String(i)] = member.breakdown;
    }
  });
  return {
    ...id,
    members: sorted.map((m) => m.userName),
    total: sorted.map((m) => m.total),
    previous: sorted.map((m) => m.previous),
    team: sorted.map((m) => m.team),
    castawayPoints,
    breakdowns,
  };
}

/** Expands a compact snapshot into rows in display order (rank, then name), ranks and movement derived. */
export function standingsView(snapshot: StandingsSnapshot): StandingsView {
  const ranks = competitionRanks(snapshot.total);
  const previousRanks = competitionRanks(snapshot.previous);
  const standings: StandingRow[] = snapshot.members.map((userName, i) => ({
    rank: ranks[i],
    userName,
    total: snapshot.total[i],
    breakdown:
      snapshot.breakdowns[String(i)] ?? sharedBreakdown(snapshot.team[i], snapshot.total[i], snapshot.castawayPoints),
    team: snapshot.team[i],
    movement: previousRanks[i] - ranks[i],
  }));
  standings.sort(byRankThenName);
  const { leagueId, season, version } = snapshot;
  return { leagueId, season, version, standings };
}

/**
 * The `snapshot` bytes of a subscribe ack (UTF-8 JSON, the same bytes as the HTTP answer) read and checked
 * against the schema; a Node Buffer is a Uint8Array, a browser receives an ArrayBuffer.
 */
export function readSnapshotBytes(bytes: ArrayBuffer | Uint8Array): StandingsSnapshot {
  return StandingsSnapshotSchema.parse(JSON.parse(new TextDecoder().decode(bytes)));
}
