/**
 * Deadlines are entered and shown in US Eastern time (the show airs at 8pm ET; the swap closes at 7pm ET) and
 * stored as UTC ISO instants. A `datetime-local` input has no zone, so these two functions translate between
 * its `YYYY-MM-DDTHH:mm` wall-clock text and an instant, DST included.
 */
export const EASTERN_TIME_ZONE = 'America/New_York';

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function easternWallClock(instant: number): WallClock & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour === 24 ? 0 : parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** Minutes Eastern time is ahead of UTC at an instant: -300 in winter (EST), -240 in summer (EDT). */
function easternOffsetMinutes(instant: number): number {
  const clock = easternWallClock(instant);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A stored UTC ISO instant as the Eastern wall-clock text a `datetime-local` input shows; '' when empty or bad. */
export function utcIsoToEasternInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const c = easternWallClock(instant);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

const INPUT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The Eastern wall-clock text of a `datetime-local` input as a UTC ISO instant; null when empty or not a date.
 * At the fall-back hour (01:00-01:59 happens twice) the first, daylight-time, instant is meant; a time skipped by
 * the spring-forward jump (02:00-02:59) is read on the standard-time offset, i.e. one hour later on the clock.
 */
export function easternInputToUtcIso(value: string): string | null {
  const match = INPUT_PATTERN.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offset at the wanted instant is not known until the instant is: try both candidate offsets.
  const candidates = [-240, -300]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => easternOffsetMinutes(instant) === (asUtc - instant) / 60_000);
  const instant = candidates.length > 0 ? Math.min(...candidates) : asUtc + 300 * 60_000;
  return new Date(instant).toISOString();
}

/** A readable Eastern date-time for notes and hints, e.g. 'Wed, Mar 4, 2026, 8:00 PM ET'. */
export function formatEastern(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: EASTERN_TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
  return `${text} ET`;
}
