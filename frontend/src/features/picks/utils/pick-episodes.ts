import {
  type DeadlineInForce,
  episodesOf,
  pickCutoffInForce,
  pickWindowClosed,
  SEASON_EPISODE_COUNTS,
  type SeasonSchedule,
  type SeasonScores,
  seasonEpisodeRanges,
} from '@tribal/contracts';

/** The episodes the weekly pick screen offers: 2 to the one before the season's finale (spec §9: 2 to 13 of 14). */
export const pickEpisodeList = (seasonEpisodes: number): number[] =>
  episodesOf(seasonEpisodeRanges(seasonEpisodes).pick);

/** What the page needs to know about an episode's deadline. */
export interface EpisodeDeadline {
  /** the cutoff in force (the league's own, else the episode's air time) and where it comes from */
  cutoff: DeadlineInForce | null;
  /** no more picks for this episode */
  closed: boolean;
  /** closed by its recorded vote-out before any cutoff passed */
  closedByVoteOut: boolean;
}

/**
 * Whether an episode still takes picks, by the rule the server decides with (`pickWindowClosed`, in contracts):
 * until the cutoff in force (the league's, else the air time; at the cutoff second it is already too late) and
 * until the episode's scores record a vote-out, whichever comes first.
 */
export function episodeDeadline(
  cutoffs: Readonly<Record<string, string>>,
  episode: number,
  now: number,
  episodesWithVoteOut: ReadonlySet<number> = new Set(),
  schedule: Readonly<SeasonSchedule> = {},
  seasonEpisodes: number = SEASON_EPISODE_COUNTS.default,
): EpisodeDeadline {
  const cutoff = pickCutoffInForce(cutoffs, schedule, episode, seasonEpisodes);
  const voteOutRecorded = episodesWithVoteOut.has(episode);
  const closed = pickWindowClosed(cutoff?.at, voteOutRecorded, now);
  return { cutoff, closed, closedByVoteOut: closed && !pickWindowClosed(cutoff?.at, false, now) };
}

/**
 * The episode the page opens on: the first one still taking picks (so episode 2 before the season starts);
 * once every episode is closed, the last one, where the member can at least see their final pick.
 */
export function defaultPickEpisode(
  cutoffs: Readonly<Record<string, string>>,
  now: number,
  episodesWithVoteOut: ReadonlySet<number> = new Set(),
  schedule: Readonly<SeasonSchedule> = {},
  seasonEpisodes: number = SEASON_EPISODE_COUNTS.default,
): number {
  const episodes = pickEpisodeList(seasonEpisodes);
  const open = episodes.find(
    (episode) => !episodeDeadline(cutoffs, episode, now, episodesWithVoteOut, schedule, seasonEpisodes).closed,
  );
  return open ?? episodes[episodes.length - 1];
}

/** Episodes whose saved scores mark someone voted out. */
export function episodesWithVoteOut(scores: SeasonScores): Set<number> {
  const episodes = new Set<number>();
  for (const [episode, records] of Object.entries(scores)) {
    if (Object.values(records).some((record) => record.votedOut)) episodes.add(Number(episode));
  }
  return episodes;
}

/**
 * Castaways a member may pick for an episode: everyone not voted out in an earlier episode (spec §4). The one
 * voted out in this very episode stays: that is the pick that earns the bonus.
 */
export function pickableCastaways<T extends { id: number }>(
  castaways: readonly T[],
  votedOutIn: ReadonlyMap<number, number>,
  episode: number,
): T[] {
  return castaways.filter((castaway) => {
    const out = votedOutIn.get(castaway.id);
    return out === undefined || out >= episode;
  });
}
