import { byUserName, competitionRanks, MemberPageCastaway, SOLE_PREDICTION_KEY } from '@tribal/contracts';
import { castawayPointsOf, correctPicks, correctPredictions } from './pick-bonus';
import { StandingsFacts } from './standings-facts';
import { stintCovers } from './stints';

/**
 * Standings as a pure fold over the season's facts, for any point in time: as of an episode (the spoiler shield),
 * after each step of an episode (the replay), per episode (the member page, the history chart). The live standings
 * table computes the same numbers in SQL (standings.sql.ts, the fast path); the differential test
 * (standings-by-difference.int.spec.ts) proves both agree on random seasons.
 */

/**
 * One member's points in one episode, from one castaway (`key` its id), from the pick bonus (`eliminationPick`) or
 * from a correct Sole Survivor prediction (`solePrediction`), all under the league's table.
 */
export interface EpisodePoints {
  episode: number;
  key: string;
  points: number;
}

/** Each member's points per episode through `throughEpisode`: castaways within their stints, and pick bonuses. */
export function memberEpisodePoints(facts: StandingsFacts, throughEpisode: number): Map<string, EpisodePoints[]> {
  const byMember = new Map<string, EpisodePoints[]>();
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
      if (stintCovers(stint, s.episode))
        rows.push({ episode: s.episode, key: String(stint.castawayId), points: castawayPointsOf(s, facts.table) });
    }
  }
  for (const pick of correctPicks(facts, throughEpisode)) {
    byMember.get(pick.userName)?.push({ episode: pick.episode, key: 'eliminationPick', points: pick.points });
  }
  for (const prediction of correctPredictions(facts, throughEpisode)) {
    byMember
      .get(prediction.userName)
      ?.push({ episode: prediction.episode, key: SOLE_PREDICTION_KEY, points: prediction.points });
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
    let picked = false;
    let sole = 0;
    for (const p of points.get(member.userName) ?? []) {
      total += p.points;
      if (p.episode < lastScored) previous += p.points;
      if (p.key === 'eliminationPick') {
        bonus += p.points;
        picked = true;
      } else if (p.key === SOLE_PREDICTION_KEY) sole += p.points;
      else breakdown[p.key] = (breakdown[p.key] ?? 0) + p.points;
    }
    // The live table's shape: no key at all for a member with neither a team nor a correct pick.
    if (hasStints.has(member.userName) || picked) breakdown.eliminationPick = bonus;
    // A correct Sole Survivor prediction shows as its own line (issue 32), only once earned.
    if (sole !== 0) breakdown[SOLE_PREDICTION_KEY] = sole;
    // The current team: a swap is no spoiler, and the member page tells the swap history.
    return { userName: member.userName, total, previous, breakdown, team: member.team };
  });
}

export interface RankedStandingAsOf extends MemberStandingAsOf {
  rank: number;
  /** places gained (+) or lost (-) in the last scored episode ≤ E */
  movement: number;
}

/**
 * The same with ranks and movement, in rank then member-name order. Spec §9: rank by total descending; equal
 * totals share a rank and the next one skips (1, 1, 3: contracts' `competitionRanks`, the viewers' rule too).
 * Movement compares with the ranks of the totals before the last scored episode ≤ E.
 */
export function standingsAsOf(facts: StandingsFacts, asOfEpisode: number): RankedStandingAsOf[] {
  const rows = memberStandingsAsOf(facts, asOfEpisode);
  const ranks = competitionRanks(rows.map((r) => r.total));
  const previousRanks = competitionRanks(rows.map((r) => r.previous));
  return rows
    .map((r, i) => ({ ...r, rank: ranks[i], movement: previousRanks[i] - ranks[i] }))
    .sort((a, b) => a.rank - b.rank || byUserName(a, b));
}

/** The standings chart: the scored episodes, and each member's cumulative total after each, in member-name order. */
export interface StandingsHistoryFold {
  episodes: number[];
  series: Array<{ userName: string; totals: number[] }>;
}

/** Cumulative totals after each scored episode (mirrored in SQL by `readStandingsHistory`). */
export function standingsHistory(facts: StandingsFacts): StandingsHistoryFold {
  const episodes = [...new Set(facts.scores.map((s) => s.episode))].sort((a, b) => a - b);
  const points = memberEpisodePoints(facts, Number.MAX_SAFE_INTEGER);
  return {
    episodes,
    series: [...facts.members].sort(byUserName).map(({ userName }) => {
      const perEpisode = new Map<number, number>();
      for (const p of points.get(userName) ?? [])
        perEpisode.set(p.episode, (perEpisode.get(p.episode) ?? 0) + p.points);
      let running = 0;
      return {
        userName,
        totals: episodes.map((episode) => {
          running += perEpisode.get(episode) ?? 0;
          return running;
        }),
      };
    }),
  };
}
