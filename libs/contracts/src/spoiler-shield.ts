import { z } from 'zod';
import { EASTERN_TIME_ZONE } from './eastern-time';
import { DEFAULT_EPISODE_MINUTES, FINALE_MINUTES } from './seasons';

export { DEFAULT_EPISODE_MINUTES, FINALE_MINUTES };

/**
 * The spoiler shield's decision (issue 14), pure: an episode is hidden from a viewer who watches later until it has
 * aired in the viewer's own time zone and run its length.
 *
 * The schedule gives each episode's air time as an instant of the broadcast in the show's home zone (US Eastern).
 * The show airs at the same wall-clock time in every zone (8 pm Eastern, 8 pm Pacific three hours later), so the
 * viewer's air time is that wall-clock date and time read in the viewer's zone.
 */

export const BROADCAST_TIME_ZONE = EASTERN_TIME_ZONE;
/**
 * How long an episode runs (the schedule gives air times only): 90 minutes, the finale three hours. A season's
 * schedule names its episodes, so its finale is the last one scheduled.
 */
export const episodeMinutes = (episode: number, finale: number | undefined) =>
  episode === finale ? FINALE_MINUTES : DEFAULT_EPISODE_MINUTES;

/** The last episode a schedule names: the season's finale. */
export const lastScheduledEpisode = (schedule: Readonly<Record<string, string>>): number | undefined => {
  const episodes = Object.keys(schedule).map(Number).filter(Number.isInteger);
  return episodes.length > 0 ? Math.max(...episodes) : undefined;
};

type ShieldDecision = 'hidden' | 'shown';

interface ShieldInput {
  episode: number;
  /** the broadcast's air time (ISO instant), from the season schedule; unknown: the episode is shown */
  airTime: string | null | undefined;
  lengthMinutes?: number;
  /** IANA zone, e.g. 'America/Los_Angeles'; an unknown zone falls back to the broadcast zone */
  viewerTimeZone: string;
  now: number;
  /** the viewer has revealed every episode up to and including this one */
  revealedThrough?: number;
  /** the season's finale (runs three hours) */
  finale?: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    wallClockFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * A viewer's zone as a request gives it: an IANA zone this runtime knows. Refused otherwise, because the shield would
 * silently judge an unknown zone in the broadcast zone.
 */
export const ianaTimeZone = /* @__NO_SIDE_EFFECTS__ */ (message: string) =>
  z.string({ message }).min(1, message).max(64, message).refine(isValidTimeZone, message);

/** The wall clock of `instant` in `timeZone`, as milliseconds of a UTC date with the same fields. */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * The instant at which `timeZone`'s clocks show the wall-clock time `wall`. A time skipped by a spring-forward
 * lands after the gap; a time that happens twice (fall back) is its later occurrence: the shield errs on hiding.
 */
function instantOfWallClock(wall: number, timeZone: string): number {
  const candidates = new Set<number>();
  // Offsets in use around that date: the zone's offset a day either side of the naive guess covers any change.
  for (const probe of [wall - 86_400_000, wall, wall + 86_400_000]) {
    const offset = wallClock(probe, timeZone) - probe;
    const instant = wall - offset;
    if (wallClock(instant, timeZone) === wall) candidates.add(instant);
  }
  if (candidates.size > 0) return Math.max(...candidates);
  // In a spring-forward gap: the first instant after it.
  const before = wall - (wallClock(wall - 86_400_000, timeZone) - (wall - 86_400_000));
  const after = wall - (wallClock(wall + 86_400_000, timeZone) - (wall + 86_400_000));
  return Math.max(before, after);
}

/**
 * When the episode has aired and run its length in the viewer's zone (ms), or null without a valid air time. Never
 * before the broadcast itself has ended: east of New York the same wall-clock time comes earlier, but nobody can
 * watch an episode before it is broadcast.
 */
export function localAirEnd(
  airTime: string | null | undefined,
  viewerTimeZone: string,
  lengthMinutes = DEFAULT_EPISODE_MINUTES,
): number | null {
  if (!airTime) return null;
  const broadcast = Date.parse(airTime);
  if (Number.isNaN(broadcast)) return null;
  const zone = isValidTimeZone(viewerTimeZone) ? viewerTimeZone : BROADCAST_TIME_ZONE;
  const localAir = instantOfWallClock(wallClock(broadcast, BROADCAST_TIME_ZONE), zone);
  return Math.max(localAir, broadcast) + lengthMinutes * 60_000;
}

/** Hidden while the episode has not yet aired and run its length in the viewer's zone, unless revealed. */
export function shieldDecision(input: ShieldInput): ShieldDecision {
  if (input.revealedThrough !== undefined && input.episode <= input.revealedThrough) return 'shown';
  const end = localAirEnd(
    input.airTime,
    input.viewerTimeZone,
    input.lengthMinutes ?? episodeMinutes(input.episode, input.finale),
  );
  return end !== null && input.now < end ? 'hidden' : 'shown';
}

/**
 * The first episode the shield hides (every later one is hidden too), or null when nothing is hidden. The
 * viewer then sees everything as of the episode before it.
 */
export function firstHiddenEpisode(
  schedule: Readonly<Record<string, string>>,
  viewer: { viewerTimeZone: string; now: number; revealedThrough?: number; lengthMinutes?: number },
): number | null {
  const episodes = Object.keys(schedule)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
  const finale = episodes[episodes.length - 1];
  for (const episode of episodes) {
    if (shieldDecision({ episode, airTime: schedule[String(episode)], finale, ...viewer }) === 'hidden') return episode;
  }
  return null;
}
