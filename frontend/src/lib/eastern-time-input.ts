import { easternWallClock, easternWallClockToInstant } from '@tribal/contracts';

/**
 * Deadlines and air times are entered in US Eastern time (the show airs at 8pm ET; the swap closes at 7pm ET) and
 * stored as UTC ISO instants. A `datetime-local` input has no zone, so these functions translate between its
 * `YYYY-MM-DDTHH:mm` wall-clock text and an instant, DST included (the arithmetic lives in the contracts, shared
 * with the server).
 */
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
  return new Date(easternWallClockToInstant({ year, month, day, hour, minute, second })).toISOString();
}
