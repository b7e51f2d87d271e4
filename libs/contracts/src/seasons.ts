import { z } from 'zod';
import { easternTimeOnDay, parseCalendarDate } from './eastern-time';

/**
 * Seasons are data (issue 19): the admin opens each season with its number, title, premiere date (US Eastern) and
 * number of episodes. Every episode range of the rules derives from the episode count here, in one place.
 */

const SEASON_NUMBERS = { first: 1, last: 999 } as const;
export const SEASON_EPISODE_COUNTS = { min: 2, max: 20, default: 14 } as const;

/**
 * A season's number of episodes; a season not (yet) known counts as the default length. The one home of that
 * fallback: a page that has not loaded the seasons list, or a league whose season row is gone, reads 14 here.
 */
export const seasonLength = (season: { episodes?: number | null } | null | undefined): number =>
  season?.episodes ?? SEASON_EPISODE_COUNTS.default;

export const SEASON_MESSAGES = {
  numberRange: `season must be a whole number from ${SEASON_NUMBERS.first} to ${SEASON_NUMBERS.last}`,
  titleRequired: 'Each season needs a title.',
  premiereInvalid: 'premiere must be a date (YYYY-MM-DD)',
  episodesRange: `episodes must be a whole number from ${SEASON_EPISODE_COUNTS.min} to ${SEASON_EPISODE_COUNTS.max}`,
  numberMismatch: 'The season number in the body must match the one in the address.',
  taken: (season: number) => `Season ${season} already exists.`,
  notFound: (season: number) => `Season ${season} does not exist.`,
  created: (season: number) => `Season ${season} created.`,
  saved: (season: number) => `Season ${season} saved.`,
  failedToFetch: 'Failed to fetch the seasons',
  failedToSave: 'Failed to save the season',
  noSeasons: 'No seasons yet. The admin opens one under Admin → Seasons.',
} as const;

/** A season number anywhere (path, query, body): 1–999. Whether the season exists is the server's check (404). */
export const SeasonSchema = z.coerce
  .number({ message: SEASON_MESSAGES.numberRange })
  .int(SEASON_MESSAGES.numberRange)
  .min(SEASON_NUMBERS.first, SEASON_MESSAGES.numberRange)
  .max(SEASON_NUMBERS.last, SEASON_MESSAGES.numberRange);

const seasonNumber = z
  .number({ message: SEASON_MESSAGES.numberRange })
  .int(SEASON_MESSAGES.numberRange)
  .min(SEASON_NUMBERS.first, SEASON_MESSAGES.numberRange)
  .max(SEASON_NUMBERS.last, SEASON_MESSAGES.numberRange);
const seasonTitle = z
  .string({ message: SEASON_MESSAGES.titleRequired })
  .trim()
  .min(1, SEASON_MESSAGES.titleRequired)
  .max(80, 'A season title is at most 80 characters.');
const premiere = z
  .string({ message: SEASON_MESSAGES.premiereInvalid })
  .trim()
  .refine((text) => parseCalendarDate(text) !== null, SEASON_MESSAGES.premiereInvalid);
const episodeCount = z
  .number({ message: SEASON_MESSAGES.episodesRange })
  .int(SEASON_MESSAGES.episodesRange)
  .min(SEASON_EPISODE_COUNTS.min, SEASON_MESSAGES.episodesRange)
  .max(SEASON_EPISODE_COUNTS.max, SEASON_MESSAGES.episodesRange);

/** POST /api/seasons (admin): answers 201 with the season; 409 when the number is taken. */
export const CreateSeasonRequestSchema = z
  .object({
    number: seasonNumber,
    title: seasonTitle,
    premiere,
    episodes: episodeCount.default(SEASON_EPISODE_COUNTS.default),
  })
  .strict();
export type CreateSeasonRequest = z.input<typeof CreateSeasonRequestSchema>;

/** PATCH /api/seasons/{n} (admin): any of the fields; a number, if sent, must be the season's own. */
export const EditSeasonRequestSchema = z
  .object({
    number: seasonNumber.optional(),
    title: seasonTitle.optional(),
    premiere: premiere.optional(),
    episodes: episodeCount.optional(),
  })
  .strict();
export type EditSeasonRequest = z.input<typeof EditSeasonRequestSchema>;

export type SeasonStatus = 'upcoming' | 'airing' | 'finished';

export interface SeasonFields {
  number: number;
  title: string;
  /** YYYY-MM-DD, the Eastern calendar day of episode 1 */
  premiere: string;
  episodes: number;
}

/** GET /api/seasons (newest first); POST /api/seasons and PATCH /api/seasons/{n} answer one. */
export const SeasonSummarySchema = z.object({
  number: z.number(),
  title: z.string(),
  /** YYYY-MM-DD, the Eastern calendar day of episode 1 */
  premiere: z.string(),
  episodes: z.number(),
  status: z.enum(['upcoming', 'airing', 'finished'] satisfies SeasonStatus[]),
  castCount: z.number(),
});
export type SeasonSummary = z.infer<typeof SeasonSummarySchema>;

interface EpisodeRange {
  first: number;
  last: number;
}

/** What a season's episode count means for the rules. */
export interface SeasonEpisodeRanges {
  /** every episode, the premiere (1) to the finale */
  all: EpisodeRange;
  /** the admin scores episodes 2 to the finale (the premiere is never scored) */
  scoring: EpisodeRange;
  /** weekly elimination picks, and their league cutoffs: episode 2 to the one before the finale */
  pick: EpisodeRange;
  cutoff: EpisodeRange;
  /** the one swap closes on the day this episode airs (10 of 14, spec §9) */
  swapDeadlineEpisode: number;
  finale: number;
}

/**
 * The rules' episode ranges for a season of `episodes` episodes: the one place they are derived. A 14-episode
 * season gives the spec's values (scoring 2-14, picks and cutoffs 2-13, swap on episode 10).
 */
export function seasonEpisodeRanges(episodes: number): SeasonEpisodeRanges {
  const finale = Math.max(SEASON_EPISODE_COUNTS.min, Math.trunc(episodes));
  const pick = { first: 2, last: Math.max(2, finale - 1) };
  return {
    all: { first: 1, last: finale },
    scoring: { first: 2, last: finale },
    pick,
    cutoff: pick,
    swapDeadlineEpisode: Math.max(pick.first, finale - 4),
    finale,
  };
}

/** The widest ranges any season can have: what a request's shape may hold before its season is known. */
export const WIDEST_EPISODE_RANGES = seasonEpisodeRanges(SEASON_EPISODE_COUNTS.max);
/** The ranges of a season of the default length (14 episodes). */
export const DEFAULT_EPISODE_RANGES = seasonEpisodeRanges(SEASON_EPISODE_COUNTS.default);

/** `episode must be a whole number from 2 to 14` for the range in force. */
export const episodeRangeMessage = (field: string, range: EpisodeRange) =>
  `${field} must be a whole number from ${range.first} to ${range.last}`;

export const inRange = (episode: number, range: EpisodeRange) => episode >= range.first && episode <= range.last;

/** The show's usual slot, weekly at 8 pm ET from the premiere. */
const AIR_HOUR = 20;
/** An episode runs 90 minutes, the finale three hours (the spoiler shield reads these too). */
export const DEFAULT_EPISODE_MINUTES = 90;
export const FINALE_MINUTES = 180;

/** Episode `episode`'s default air time (ISO): weekly at 8 pm ET from the premiere. */
function defaultAirTime(premiereDate: string, episode: number): string | null {
  const date = parseCalendarDate(premiereDate);
  if (!date) return null;
  return new Date(easternTimeOnDay(date, AIR_HOUR, 0, 7 * (episode - 1))).toISOString();
}

/**
 * A season's status at `now` (ms), pure: upcoming before episode 1 airs, finished once the finale has run its
 * length, airing in between. Air times come from the schedule, or weekly at 8 pm ET from the premiere where the
 * schedule names none.
 */
export function seasonStatus(
  season: Pick<SeasonFields, 'premiere' | 'episodes'>,
  schedule: Readonly<Record<string, string>>,
  now: number,
): SeasonStatus {
  const airs = (episode: number) =>
    Date.parse(schedule[String(episode)] ?? defaultAirTime(season.premiere, episode) ?? '');
  const first = airs(1);
  const finale = airs(season.episodes);
  if (Number.isNaN(first) || now < first) return 'upcoming';
  if (!Number.isNaN(finale) && now >= finale + FINALE_MINUTES * 60_000) return 'finished';
  return 'airing';
}

/**
 * The season a new league and the season pickers start on: the one airing now (the latest if several), else the
 * next upcoming, else the latest. Undefined when there is none.
 */
export function defaultSeason(
  seasons: ReadonlyArray<Pick<SeasonSummary, 'number' | 'status' | 'premiere'>>,
): number | undefined {
  const newestFirst = [...seasons].sort((a, b) => b.number - a.number);
  const airing = newestFirst.find((s) => s.status === 'airing');
  if (airing) return airing.number;
  const upcoming = newestFirst
    .filter((s) => s.status === 'upcoming')
    .sort((a, b) => a.premiere.localeCompare(b.premiere) || a.number - b.number);
  if (upcoming.length > 0) return upcoming[0].number;
  return newestFirst[0]?.number;
}

/**
 * The seasons a visitor can play: the ones not finished yet, or, when every season is over, the latest. Sorted by
 * number.
 */
export function seasonsOnOffer(seasons: ReadonlyArray<Pick<SeasonSummary, 'number' | 'status'>>): number[] {
  const open = seasons.filter((s) => s.status !== 'finished').map((s) => s.number);
  if (open.length > 0) return open.sort((a, b) => a - b);
  const latest = Math.max(...seasons.map((s) => s.number));
  return Number.isFinite(latest) ? [latest] : [];
}

/** "7", "7 & 8", "7, 8 & 9": how the home page names the seasons on offer. */
export function listSeasonNumbers(numbers: readonly number[]): string {
  if (numbers.length <= 1) return numbers.map(String).join('');
  return `${numbers.slice(0, -1).join(', ')} & ${numbers[numbers.length - 1]}`;
}

/** The episodes of a range, in order: [2, 3, …, 13]. */
export const episodesOf = (range: EpisodeRange): number[] =>
  Array.from({ length: Math.max(0, range.last - range.first + 1) }, (_, i) => range.first + i);
