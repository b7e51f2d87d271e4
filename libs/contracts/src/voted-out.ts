import type { SeasonScores } from './scores';

/**
 * A season's records as both sides hold them: the server keeps `Map<episode, Map<castawayId, record>>`, the web
 * app `SeasonScores` (see `scoresByEpisode`). Only `votedOut` matters here.
 */
export type VoteOutRecords = Iterable<
  readonly [episode: number | string, records: Iterable<readonly [castawayId: number | string, record: VoteOutRecord]>]
>;
interface VoteOutRecord {
  votedOut?: boolean;
}

/** `SeasonScores` (episode -> castaway id -> record) in the shape `votedOutEpisodes` reads. */
export const scoresByEpisode = (scores: SeasonScores): VoteOutRecords =>
  Object.entries(scores).map(([episode, records]) => [episode, Object.entries(records)] as const);

/**
 * The one rule for "which episode a castaway was voted out in" (spec §4): the first episode whose record says
 * votedOut, counting episodes up to and including `throughEpisode`. Counting that episode itself keeps a castaway
 * voted out at one tribal council of a double episode from voting at the next. Castaway id -> episode; a castaway
 * still in the game is absent. SQL that must agree names this function (see `votedOutIn`'s mirrors).
 */
export function votedOutEpisodes(
  records: VoteOutRecords,
  throughEpisode = Number.POSITIVE_INFINITY,
): Map<number, number> {
  const out = new Map<number, number>();
  for (const [episodeKey, byCastaway] of records) {
    const episode = Number(episodeKey);
    if (!Number.isFinite(episode) || episode > throughEpisode) continue;
    for (const [castawayKey, record] of byCastaway) {
      if (!record.votedOut) continue;
      const id = Number(castawayKey);
      const earlier = out.get(id);
      if (earlier === undefined || episode < earlier) out.set(id, episode);
    }
  }
  return out;
}

/** The episode one castaway was voted out in, up to and including `throughEpisode`; undefined while still in. */
export function votedOutIn(
  records: VoteOutRecords,
  castawayId: number,
  throughEpisode = Number.POSITIVE_INFINITY,
): number | undefined {
  return votedOutEpisodes(records, throughEpisode).get(castawayId);
}
