import {
  type Castaway,
  type FeedItem,
  type SeasonScores,
  scoresByEpisode,
  type VoteOutRecords,
  votedOutEpisodes,
} from '@tribal/contracts';

/**
 * The episode feed's tribal councils (those not undone) as vote-out records: the screen greys a castaway out the
 * moment the council is recorded, before the season's records have reloaded.
 */
export function feedVoteOutRecords(feed: readonly FeedItem[]): VoteOutRecords {
  return feed
    .filter((item) => item.kind === 'tribalCouncil' && !item.undone)
    .map((item) => [item.episode, (item.votedOut ?? []).map((id) => [id, { votedOut: true }] as const)] as const);
}

/** Castaway id -> the first episode they went home in (spec §4), from the season's records and the live feed. */
export function liveVotedOutEpisodes(
  scores: SeasonScores | undefined,
  feed: readonly FeedItem[] | undefined,
): Map<number, number> {
  return votedOutEpisodes([...scoresByEpisode(scores ?? {}), ...feedVoteOutRecords(feed ?? [])]);
}

/** Who can still win, vote or go home in `episode`: everyone not voted out before it. */
export function castawaysInGame(
  castaways: readonly Castaway[],
  out: ReadonlyMap<number, number>,
  episode: number,
): Castaway[] {
  return castaways.filter((c) => (out.get(c.id) ?? Number.POSITIVE_INFINITY) > episode);
}

/** The tribes that can win a challenge: those of castaways still in the game, '-' (no tribe) left out. */
export function challengeTribes(inGame: readonly Castaway[], tribeOf: (castawayId: number) => string): string[] {
  return [...new Set(inGame.map((c) => tribeOf(c.id)))].filter((t) => t && t !== '-').sort();
}
