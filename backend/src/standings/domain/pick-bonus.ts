import { ELIMINATION_PICK_BONUS } from '@tribal/contracts';
import { EliminationPick, StandingsFacts } from './standings-facts';

/**
 * Spec §9: "correct elimination pick 3", added to the total and to the breakdown key `eliminationPick`, when the
 * pick names a castaway voted out in that very episode. A double elimination makes either name right; a castaway
 * voted out in another episode earns nothing. Mirrored in SQL by `pick_bonus` (MEMBER_POINTS),
 * `readStandingsHistory` and `applyEpisodeScoreChanges` in standings.sql.ts.
 */
export function correctPicks(facts: Pick<StandingsFacts, 'scores' | 'picks'>, throughEpisode: number) {
  const votedOut = new Set(
    facts.scores.filter((s) => s.votedOut && s.episode <= throughEpisode).map((s) => `${s.episode}:${s.castawayId}`),
  );
  return facts.picks
    .filter((pick) => pick.episode <= throughEpisode && votedOut.has(`${pick.episode}:${pick.castawayId}`))
    .map((pick): EliminationPick & { points: number } => ({ ...pick, points: ELIMINATION_PICK_BONUS }));
}
