import { z } from 'zod';
import { easternTimeOnDay, easternWallClock } from './eastern-time';
import { PICK_EPISODES, SWAP_DEADLINE_EPISODE } from './rubric';

/** A season's schedule names an air time for each episode 1 to 14. */
export const SCHEDULE_EPISODES = { first: 1, last: 14 } as const;
/** The show's usual slot (weekly, 8 pm ET) and the swap's close (7 pm ET on the day of episode 10, spec §9). */
export const DEFAULT_AIR_TIME = { hour: 20, minute: 0 } as const;
export const SWAP_DEADLINE_TIME = { hour: 19, minute: 0 } as const;

export const SCHEDULE_MESSAGES = {
  episodeRange: `episodes are ${SCHEDULE_EPISODES.first} to ${SCHEDULE_EPISODES.last}`,
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

/** The shipped default: every episode weekly at 8 pm ET from the premiere (an Eastern calendar date). */
export function weeklySchedule(premiere: { year: number; month: number; day: number }): SeasonSchedule {
  const schedule: SeasonSchedule = {};
  for (let episode = SCHEDULE_EPISODES.first; episode <= SCHEDULE_EPISODES.last; episode++) {
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
 * The weekly pick cutoff in force for an episode: the league's own cutoff always wins; without one, the
 * episode's scheduled air time (episodes 2-13: nobody picks who goes home after watching it). Null when
 * neither is known.
 */
export function pickCutoffInForce(
  leagueCutoffs: Readonly<Record<string, string>>,
  schedule: Readonly<SeasonSchedule>,
  episode: number,
): DeadlineInForce | null {
  const own = leagueCutoffs[String(episode)];
  if (own) return { at: own, source: 'league' };
  const airs = schedule[String(episode)];
  if (airs && episode >= PICK_EPISODES.first && episode <= PICK_EPISODES.last) return { at: airs, source: 'schedule' };
  return null;
}

/**
 * The swap deadline in force: the league's own (its episode-10 cutoff) wins; without one, 7 pm ET on the
 * Eastern calendar day episode 10 airs (DST-correct: 23:00 UTC in summer, 00:00 UTC the next day in winter).
 */
export function swapDeadlineInForce(
  leagueCutoffs: Readonly<Record<string, string>>,
  schedule: Readonly<SeasonSchedule>,
): DeadlineInForce | null {
  const own = leagueCutoffs[String(SWAP_DEADLINE_EPISODE)];
  if (own) return { at: own, source: 'league' };
  const airs = Date.parse(schedule[String(SWAP_DEADLINE_EPISODE)] ?? '');
  if (Number.isNaN(airs)) return null;
  const at = easternTimeOnDay(easternWallClock(airs), SWAP_DEADLINE_TIME.hour, SWAP_DEADLINE_TIME.minute);
  return { at: new Date(at).toISOString(), source: 'schedule' };
}
