import { CLASSIC_TABLE, eliminationPickPointsUnder, pointsUnderTable } from './points-under-table';
import { EliminationPick, StandingsFacts } from './standings-facts';

/**
 * Spec §9: "correct elimination pick 3" (the league's table's `eliminationPick`, issue 32), added to the total and to the breakdown key `eliminationPick`, when the
 * pick names a castaway voted out in that very episode. A double elimination makes either name right; a castaway
 * voted out in another episode earns nothing. Mirrored in SQL by `pick_bonus` (MEMBER_POINTS),
 * `readStandingsHistory` and `applyEpisodeScoreChanges` in standings.sql.ts.
 */
export function correctPicks(facts: Pick<StandingsFacts, 'scores' | 'picks' | 'table'>, throughEpisode: number) {
  const bonus = eliminationPickPointsUnder(facts.table ?? CLASSIC_TABLE);
  const votedOut = new Set(
    facts.scores.filter((s) => s.votedOut && s.episode <= throughEpisode).map((s) => `${s.episode}:${s.castawayId}`),
  );
  return facts.picks
    .filter((pick) => pick.episode <= throughEpisode && votedOut.has(`${pick.episode}:${pick.castawayId}`))
    .map((pick): EliminationPick & { points: number } => ({ ...pick, points: bonus }));
}

/** A castaway's points in one episode under the league's table: Classic's stored points when it has none. */
export function castawayPointsOf(score: StandingsFacts['scores'][number], table: StandingsFacts['table']): number {
  return table ? pointsUnderTable(score.record ?? {}, table).total : score.points;
}

/**
 * Issue 32: a correct Sole Survivor prediction earns the table's `solePrediction` in the episode whose record gives
 * the predicted castaway final placement 1 (the finale), under the breakdown key `solePrediction`. A league that does
 * not play it (0) earns nothing. Mirrored in SQL by `sole_bonus` (MEMBER_POINTS), `readStandingsHistory` and
 * `applyEpisodeScoreChanges` in standings.sql.ts.
 */
export function correctPredictions(
  facts: Pick<StandingsFacts, 'scores' | 'predictions' | 'table'>,
  throughEpisode: number,
) {
  const points = facts.table?.solePrediction ?? 0;
  if (!points) return [];
  const winners = facts.scores.filter((s) => s.episode <= throughEpisode && s.record?.finalPlacement === 1);
  return (facts.predictions ?? []).flatMap((prediction) =>
    winners
      .filter((w) => w.castawayId === prediction.castawayId)
      .map((w) => ({ userName: prediction.userName, episode: w.episode, points })),
  );
}
