import { EntityManager } from 'typeorm';
import { readSeasonProgress } from '../../scoring/season-progress.sql';

/**
 * What a pick is judged against, read from the read tables (not the castaway stream) so that thousands of picks
 * before a cutoff do not queue behind one season-wide lock.
 */
export async function readPickContext(manager: EntityManager, season: number, episode: number) {
  const castaways: Array<{ id: number }> = await manager.query('SELECT id FROM castaways WHERE season = $1', [season]);
  const progress = await readSeasonProgress(manager, season);
  const voteOut = await manager.query(
    'SELECT 1 FROM episode_scores WHERE season = $1 AND episode = $2 AND voted_out LIMIT 1',
    [season, episode],
  );
  return {
    seasonCastawayIds: new Set(castaways.map((c) => c.id)),
    votedOutIn: progress.votedOutIn,
    episodeHasVoteOut: voteOut.length > 0,
  };
}
