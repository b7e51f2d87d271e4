import { byUserName, ELIMINATION_PICK_BONUS, MemberPageCastaway } from '@tribal/contracts';

/**
 * Standings as a pure fold over the season's facts, for any point in time: as of an episode (the spoiler shield),
 * after each step of an episode (the replay), per episode (the member page). The live standings table computes the
 * same numbers in SQL (standings.sql.ts recomputeTotals); a test proves both agree at the end of the season.
 */

export interface StandingsFacts {
  /** the league-season's members in member-name order, with their current team */
  members: Array<{ userName: string; team: MemberPageCastaway[] }>;
  /** which castaway counts for whom over which episodes (spec §9: a swap is not retroactive) */
  stints: Array<{ userName: string; castawayId: number; fromEpisode: number; toEpisode: number | null }>;
  /** every castaway's points per scored episode */
  scores: Array<{ episode: number; castawayId: number; points: number; votedOut: boolean }>;
  picks: Array<{ userName: string; episode: number; castawayId: number }>;
  /** the season's castaways (names for the member page and the replay) */
  castaways: Map<number, MemberPageCastaway>;
}

/** Competition ranking (spec §9: 1, 1, 3) in member order, in O(n log n) for big leagues. */
export function ranksOf(totals: readonly number[]): number[] {
  const order = totals.map((total, index) => ({ total, index })).sort((a, b) => b.total - a.total);
  const ranks = new Array<number>(totals.length);
  order.forEach((entry, position) => {
    const previous = order[position - 1];
    ranks[entry.index] = previous && previous.total === entry.total ? ranks[previous.index] : position + 1;
  });
  return ranks;
}

const covers = (stint: StandingsFacts['stints'][number], episode: number) =>
  episode >= stint.fromEpisode && (stint.toEpisode === null || episode <= stint.toEpisode);

/** Each member's points per episode, by castaway and for the pick bonus (`eliminationPick`). */
export function memberEpisodePoints(
  facts: StandingsFacts,
  throughEpisode: number,
): Map<string, Array<{ episode: number; key: string; points: number }>> {
  const byMember = new Map<string, Array<{ episode: number; key: string; points: number }>>();
  for (const m of facts.members) byMember.set(m.userName, []);
  const scoresByCastaway = new Map<number, StandingsFacts['scores']>();
  for (const s of facts.scores) {
    if (s.episode > throughEpisode) continue;
    if (!scoresByCastaway.has(s.castawayId)) scoresByCastaway.set(s.castawayId, []);
    scoresByCastaway.get(s.castawayId)?.push(s);
  }
  for (const stint of facts.stints) {
    const rows = byMember.get(stint.userName);
    if (!rows) continue;
    for (const s of scoresByCastaway.get(stint.castawayId) ?? []) {
      if (covers(stint, s.episode)) rows.push({ episode: s.episode, key: String(stint.castawayId), points: s.points });
    }
  }
  const votedOut = new Set(
    facts.scores.filter((s) => s.votedOut && s.episode <= throughEpisode).map((s) => `${s.episode}:${s.castawayId}`),
  );
  for (const pick of facts.picks) {
    if (pick.episode <= throughEpisode && votedOut.has(`${pick.episode}:${pick.castawayId}`)) {
      byMember
        .get(pick.userName)
        ?.push({ episode: pick.episode, key: 'eliminationPick', points: ELIMINATION_PICK_BONUS });
    }
  }
  return byMember;
}

/** One member's numbers as of an episode: what the live read table holds for the latest one. */
export interface MemberStandingAsOf {
  userName: string;
  total: number;
  /** the total before the last scored episode ≤ E (movement) */
  previous: number;
  breakdown: Record<string, number>;
  team: MemberPageCastaway[];
}

/**
 * Every member's numbers as they stood after episode `asOfEpisode`, in member-name order: only episodes ≤ it
 * count, pick bonuses included.
 */
export function memberStandingsAsOf(facts: StandingsFacts, asOfEpisode: number): MemberStandingAsOf[] {
  const points = memberEpisodePoints(facts, asOfEpisode);
  const lastScored = Math.max(0, ...facts.scores.filter((s) => s.episode <= asOfEpisode).map((s) => s.episode));
  const hasStints = new Set(facts.stints.map((s) => s.userName));
  return [...facts.members].sort(byUserName).map((member) => {
    const breakdown: Record<string, number> = {};
    let total = 0;
    let previous = 0;
    for (const stint of facts.stints) {
      if (stint.userName === member.userName) breakdown[String(stint.castawayId)] ??= 0;
    }
    let bonus = 0;
    for (const p of points.get(member.userName) ?? []) {
      total += p.points;
      if (p.episode < lastScored) previous += p.points;
      if (p.key === 'eliminationPick') bonus += p.points;
      else breakdown[p.key] = (breakdown[p.key] ?? 0) + p.points;
    }
    // The live table's shape: no key at all for a member with neither a team nor a bonus.
    if (hasStints.has(member.userName) || bonus > 0) breakdown.eliminationPick = bonus;
    // The current team: a swap is no spoiler, and the member page tells the swap history.
    return { userName: member.userName, total, previous, breakdown, team: member.team };
  });
}

export interface RankedStandingAsOf extends MemberStandingAsOf {
  rank: number;
  /** places gained (+) or lost (-) in the last scored episode ≤ E */
  movement: number;
}

/** The same with ranks (1, 1, 3) and movement, in rank then member-name order. */
export function standingsAsOf(facts: StandingsFacts, asOfEpisode: number): RankedStandingAsOf[] {
  const rows = memberStandingsAsOf(facts, asOfEpisode);
  const ranks = ranksOf(rows.map((r) => r.total));
  const previousRanks = ranksOf(rows.map((r) => r.previous));
  return rows
    .map((r, i) => ({ ...r, rank: ranks[i], movement: previousRanks[i] - ranks[i] }))
    .sort((a, b) => a.rank - b.rank || byUserName(a, b));
}
