/**
 * The show airs on US Eastern time and every deadline is set in it (spec §9: 7pm ET), stored as UTC ISO
 * instants. These pure functions translate between an instant and its Eastern wall clock, DST included, for the
 * server (the swap default, a weekly schedule) and the browser (`datetime-local` inputs) alike.
 */
export const EASTERN_TIME_ZONE = 'America/New_York';

/**
 * The fields every readable deadline or air time shows, in any zone: weekday, month, day and clock time
 * ('Wed, Mar 4, 8:00 PM'). The server's record and mails and the browser's formatters all start from it.
 */
export const READABLE_DATE_TIME = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * A formatter made on its first use, not when the module loads. A phone's first page loads these modules, and the
 * first formatter with a time zone is the costliest line there (the zone data loads with it): about a third of the
 * shared code's start on Lighthouse's phone, for pages that may format no time at all.
 */
/* @__NO_SIDE_EFFECTS__ */
export function formatterOnFirstUse(make: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const recordTimeFormat = formatterOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { ...READABLE_DATE_TIME, timeZone: EASTERN_TIME_ZONE }),
);

/** "Wed Mar 4, 8:00 pm" (Eastern): how the record and the deadline mails name a time. */
export function formatRecordTime(iso: string): string {
  const parts = Object.fromEntries(
    recordTimeFormat()
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.month} ${parts.day}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()}`;
}

const wallClockFormat = formatterOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: EASTERN_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

interface EasternWallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function easternWallClock(instant: number): EasternWallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat().formatToParts(new Date(instant))) {
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

/**
 * The instant an Eastern wall-clock time names. At the fall-back hour (01:00-01:59 happens twice) the first,
 * daylight-time, instant is meant; a time skipped by the spring-forward jump (02:00-02:59) is read on the
 * standard-time offset, i.e. one hour later on the clock.
 */
export function easternWallClockToInstant(clock: Omit<EasternWallClock, 'second'> & { second?: number }): number {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second ?? 0);
  // The offset at the wanted instant is not known until the instant is: try both candidate offsets.
  const candidates = [-240, -300]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => easternOffsetMinutes(instant) === (asUtc - instant) / 60_000);
  return candidates.length > 0 ? Math.min(...candidates) : asUtc + 300 * 60_000;
}

/** `YYYY-MM-DD` of a calendar date, or null when it is not one (2026-02-30 is not). */
export function parseCalendarDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The instant of `hour`:`minute` Eastern on the Eastern calendar day `days` after the given one. */
export function easternTimeOnDay(
  date: { year: number; month: number; day: number },
  hour: number,
  minute = 0,
  days = 0,
): number {
  // Calendar arithmetic in UTC (no DST there), then the wall clock of that day read in Eastern time.
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return easternWallClockToInstant({
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    hour,
    minute,
  });
}
