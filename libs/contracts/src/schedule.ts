import { z } from 'zod';
import { easternTimeOnDay, easternWallClock } from './eastern-time';
import { inRange, seasonEpisodeRanges, WIDEST_EPISODE_RANGES } from './seasons';

/** A season's schedule names an air time for each of its episodes (1 to the finale; at most 20 episodes). */
const SCHEDULE_EPISODES = WIDEST_EPISODE_RANGES.all;
/** The show's usual slot (weekly, 8 pm ET) and the swap's close (spec §9: 7 pm ET on the day of the swap episode, finale − 4). */
const DEFAULT_AIR_TIME = { hour: 20, minute: 0 } as const;
const SWAP_DEADLINE_TIME = { hour: 19, minute: 0 } as const;

export const SCHEDULE_MESSAGES = {
  episodeRange: `episodes are ${SCHEDULE_EPISODES.first} to ${SCHEDULE_EPISODES.last}`,
  /** the season's own range: an episode past its finale has no air time */
  seasonEpisodeRange: (episodes: number) => `episodes are 1 to ${episodes}`,
  airTimeInvalid: 'each air time must be an ISO date-time',
  outOfOrder: (episode: number) => `Episode ${episode} must air after the episode before it.`,
  saved: 'Schedule saved successfully!',
  failedToSave: 'Failed to save the schedule',
  failedToFetch: 'Failed to fetch the schedule',
  premiereInvalid: 'Enter the premiere date first.',
} as const;

/**
 * A map from episode number to ISO date-time (air times, cutoffs). Keys are checked on the whole record: zod
 * replaces a key schema's own message with 'Invalid key in record', and the admin should read which range holds.
 */
/* @__NO_SIDE_EFFECTS__ */
export function episodeDateTimes(
  range: { first: number; last: number },
  rangeMessage: string,
  dateTimeMessage: string,
) {
  return z
    .record(z.string(), z.iso.datetime({ offset: true, message: dateTimeMessage }))
    .superRefine((map, context) => {
      for (const key of Object.keys(map)) {
        const n = Number(key);
        if (!/^\d+$/.test(key) || n < range.first || n > range.last) {
          context.addIssue({ code: 'custom', path: [key], message: rangeMessage });
        }
      }
    });
}

/**
 * GET /api/seasons/{season}/schedule answers, and PUT takes, `{ "<episode>": "<ISO date-time>" }`: the air time
 * of each scheduled episode (an episode left out has none). A PUT replaces the season's schedule as a whole.
 */
export const SeasonScheduleSchema = episodeDateTimes(
  SCHEDULE_EPISODES,
  SCHEDULE_MESSAGES.episodeRange,
  SCHEDULE_MESSAGES.airTimeInvalid,
);
export type SeasonSchedule = Record<string, string>;

/** The default: every episode of the season weekly at 8 pm ET from the premiere (an Eastern calendar date). */
export function weeklySchedule(
  premiere: { year: number; month: number; day: number },
  episodes: number,
): SeasonSchedule {
  const schedule: SeasonSchedule = {};
  for (let episode = 1; episode <= seasonEpisodeRanges(episodes).finale; episode++) {
    const at = easternTimeOnDay(premiere, DEFAULT_AIR_TIME.hour, DEFAULT_AIR_TIME.minute, 7 * (episode - 1));
    schedule[String(episode)] = new Date(at).toISOString();
  }
  return schedule;
}

/** Where a deadline in force comes from: the league's own setting, or the season's schedule. */
export type DeadlineSource = 'league' | 'schedule';
export interface DeadlineInForce {
  /** ISO date-time (UTC) */
  at: string;
  source: DeadlineSource;
}

export const DEADLINE_SOURCE_LABEL: Record<DeadlineSource, string> = {
  league: 'set by the league',
  schedule: 'from the air schedule',
};

/**
 * The weekly pick cutoff in force for an episode of a season of `episodes` episodes: the league's own cutoff always
 * wins; without one, the episode's scheduled air time (pick episodes, 2-13 of 14: nobody picks who goes home after
 * watching it). Null when neither is known.
 */
export function pickCutoffInForce(
  leagueCutoffs: Readonly<Record<string, string>>,
  schedule: Readonly<SeasonSchedule>,
  episode: number,
  episodes: number,
): DeadlineInForce | null {
  const own = leagueCutoffs[String(episode)];
  if (own) return { at: own, source: 'league' };
  const airs = schedule[String(episode)];
  if (airs && inRange(episode, seasonEpisodeRanges(episodes).pick)) return { at: airs, source: 'schedule' };
  return null;
}

/**
 * The swap deadline in force: the league's own (its cutoff of the swap episode, 10 of 14) wins; without one, 7 pm
 * ET on the Eastern calendar day that episode airs (DST-correct: 23:00 UTC in summer, 00:00 UTC the next day in
 * winter).
 */
export function swapDeadlineInForce(
  leagueCutoffs: Readonly<Record<string, string>>,
  schedule: Readonly<SeasonSchedule>,
  episodes: number,
): DeadlineInForce | null {
  const swapEpisode = seasonEpisodeRanges(episodes).swapDeadlineEpisode;
  const own = leagueCutoffs[String(swapEpisode)];
  if (own) return { at: own, source: 'league' };
  const airs = Date.parse(schedule[String(swapEpisode)] ?? '');
  if (Number.isNaN(airs)) return null;
  const at = easternTimeOnDay(easternWallClock(airs), SWAP_DEADLINE_TIME.hour, SWAP_DEADLINE_TIME.minute);
  return { at: new Date(at).toISOString(), source: 'schedule' };
}
