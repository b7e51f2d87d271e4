import { byUserName, competitionRanks, ReplayTotals, StandingsReplayStep } from '@tribal/contracts';
import { castawayPointsOf } from './pick-bonus';
import { CLASSIC_TABLE, eliminationPickPointsUnder } from './points-under-table';
import { standingsAsOf } from './standings.fold';
import { StandingsFacts } from './standings-facts';
import { stintCovers } from './stints';

/** One step before its totals: a happening of the live feed, or a grid save. */
export type ReplayStepInput = Omit<StandingsReplayStep, keyof ReplayTotals>;

/**
 * An episode replayed, pure: from the standings as of the episode before, each happening adds its points to the
 * members fielding the castaway in this episode (and +3 to each member whose pick it voted out), all under the
 * league's table (the query gives each happening's points under it). Whatever the
 * happenings leave unexplained (a grid save, a correction) becomes one closing grid-save step, so the last step
 * always lands on the standings as of this episode.
 *
 * The replay is public, and picks are sealed while an episode's pick window is open: a pick bonus is counted only
 * once `picksClosed` (contracts' `picksUnsealed`, the board's rule) and only for a vote-out that the episode's
 * saved scores record. A happening's vote-out that a grid save later took back re-opens the episode, and its +3
 * would otherwise follow whoever picks that castaway now.
 */
export function replayEpisode(
  facts: StandingsFacts,
  episode: number,
  happenings: ReplayStepInput[],
  gridSaveTime: string | null,
  picksClosed: boolean,
): { members: string[]; before: ReplayTotals; steps: StandingsReplayStep[] } {
  const members = facts.members.map((m) => m.userName).sort((a, b) => byUserName({ userName: a }, { userName: b }));
  const index = new Map(members.map((name, i) => [name, i]));
  const totalsOf = (rows: ReturnType<typeof standingsAsOf>) => {
    const totals = new Array<number>(members.length).fill(0);
    for (const row of rows) totals[index.get(row.userName) ?? 0] = row.total;
    return totals;
  };
  const before = totalsOf(standingsAsOf(facts, episode - 1));
  const after = totalsOf(standingsAsOf(facts, episode));

  const holders = new Map<number, number[]>();
  for (const stint of facts.stints) {
    const at = index.get(stint.userName);
    if (!stintCovers(stint, episode) || at === undefined) continue;
    holders.set(stint.castawayId, [...(holders.get(stint.castawayId) ?? []), at]);
  }
  const pickers = new Map<number, number[]>();
  for (const pick of facts.picks) {
    const at = index.get(pick.userName);
    if (pick.episode !== episode || at === undefined) continue;
    pickers.set(pick.castawayId, [...(pickers.get(pick.castawayId) ?? []), at]);
  }

  const saved = facts.scores.filter((s) => s.episode === episode);
  const savedVotedOut = new Set(saved.filter((s) => s.votedOut).map((s) => s.castawayId));
  const earnsPickBonus = (castawayId: number) => picksClosed && savedVotedOut.has(castawayId);

  const pickBonus = eliminationPickPointsUnder(facts.table ?? CLASSIC_TABLE);
  const steps: StandingsReplayStep[] = [];
  let running = [...before];
  const votedOutSoFar = new Set<number>();
  for (const happening of happenings) {
    running = [...running];
    for (const [castawayId, points] of Object.entries(happening.points)) {
      for (const at of holders.get(Number(castawayId)) ?? []) running[at] += points;
    }
    for (const castawayId of happening.votedOut) {
      if (votedOutSoFar.has(castawayId) || !earnsPickBonus(castawayId)) continue;
      votedOutSoFar.add(castawayId);
      for (const at of pickers.get(castawayId) ?? []) running[at] += pickBonus;
    }
    steps.push({ ...happening, totals: running, ranks: competitionRanks(running) });
  }

  const explained = new Map<number, number>();
  for (const h of happenings) {
    for (const [id, points] of Object.entries(h.points))
      explained.set(Number(id), (explained.get(Number(id)) ?? 0) + points);
  }
  const rest: Record<string, number> = {};
  for (const score of saved) {
    const left = castawayPointsOf(score, facts.table) - (explained.get(score.castawayId) ?? 0);
    if (left !== 0) rest[score.castawayId] = left;
  }
  const restVotedOut = saved.filter((s) => s.votedOut && !votedOutSoFar.has(s.castawayId)).map((s) => s.castawayId);
  const settled = after.every((total, i) => total === running[i]);
  if (saved.length > 0 && (steps.length === 0 || !settled || restVotedOut.length > 0 || Object.keys(rest).length > 0)) {
    const last = steps.at(-1);
    if (last?.kind === 'grid-save') {
      // The feed's own grid save closes the episode: what it left untold (a vote-out) belongs to that one step.
      const points = { ...last.points };
      for (const [id, p] of Object.entries(rest)) points[id] = (points[id] ?? 0) + p;
      steps[steps.length - 1] = {
        ...last,
        points,
        votedOut: [...last.votedOut, ...restVotedOut],
        totals: after,
        ranks: competitionRanks(after),
      };
    } else {
      steps.push({
        kind: 'grid-save',
        happeningId: null,
        happeningKind: null,
        time: gridSaveTime,
        points: rest,
        votedOut: restVotedOut,
        totals: after,
        ranks: competitionRanks(after),
      });
    }
  }
  return { members, before: { totals: before, ranks: competitionRanks(before) }, steps };
}
