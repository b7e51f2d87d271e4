import {
  episodeMinutes,
  inRange,
  type SeasonSchedule,
  type SeasonScores,
  seasonEpisodeRanges,
} from '@tribal/contracts';

/**
 * An episode's scores are final once what ends it is recorded: its vote-out (by a tribal council happening or a
 * grid save), or in the finale a placement. The same moment closes the episode's weekly picks (sealed picks), so
 * after it nothing but a correction is expected.
 */
export function isEpisodeFinal(scores: SeasonScores | undefined, episode: number): boolean {
  return Object.values(scores?.[String(episode)] ?? {}).some(
    (record) => record.votedOut || (record.finalPlacement ?? 0) > 0,
  );
}

export type OpeningReason = 'airing now' | 'aired, scores not final' | 'last scored episode' | 'first episode';

/**
 * Where /admin/live opens: the latest scoring episode whose air time has passed, unless its scores are final;
 * otherwise the last episode with scores; otherwise the first scoring episode. The reason is said in the header,
 * so the admin knows the screen chose it ("Ep 6 · airing now").
 */
export function openingEpisode(
  schedule: SeasonSchedule | undefined,
  scores: SeasonScores | undefined,
  now: number,
  /** the season's number of episodes (its finale) */
  episodes: number,
): { episode: number; reason: OpeningReason } {
  const scoring = seasonEpisodeRanges(episodes).scoring;
  const aired = Object.entries(schedule ?? {})
    .map(([episode, at]) => ({ episode: Number(episode), at: Date.parse(at) }))
    .filter(({ episode, at }) => inRange(episode, scoring) && at <= now)
    .sort((a, b) => b.episode - a.episode)[0];
  if (aired && !isEpisodeFinal(scores, aired.episode)) {
    const onAir = now < aired.at + episodeMinutes(aired.episode, episodes) * 60_000;
    return { episode: aired.episode, reason: onAir ? 'airing now' : 'aired, scores not final' };
  }
  const scored = Object.keys(scores ?? {}).map(Number);
  if (scored.length) return { episode: Math.max(...scored), reason: 'last scored episode' };
  return { episode: scoring.first, reason: 'first episode' };
}

/** Where the screen opened, so the header can keep saying why while the admin stays on that episode. */
export interface OpenedEpisode {
  season: number;
  episode: number;
  reason: OpeningReason;
}

export type EpisodeReason = OpeningReason | 'final' | 'scores not final' | 'nothing recorded yet';

/**
 * What the header says after "Ep N · ": the reason the screen opened on it while the admin is still there,
 * otherwise how far the episode's scores are.
 */
export function episodeReason(
  opened: OpenedEpisode | null,
  season: number,
  episode: number,
  scores: SeasonScores | undefined,
): EpisodeReason {
  if (opened && opened.season === season && opened.episode === episode) return opened.reason;
  if (isEpisodeFinal(scores, episode)) return 'final';
  return scores?.[String(episode)] ? 'scores not final' : 'nothing recorded yet';
}
