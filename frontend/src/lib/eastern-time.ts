import { EASTERN_TIME_ZONE, formatterOnFirstUse, READABLE_DATE_TIME } from '@tribal/contracts';

/** The readable fields (contracts) in `timeZone`, plus what a use adds (the year, the zone's name). */
function readableFormat(timeZone: string, extra: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', { ...READABLE_DATE_TIME, timeZone, ...extra });
}

/** The show airs on US Eastern time and every deadline is set in it (spec §9: 7pm ET), whatever the viewer's zone. */
const EASTERN = formatterOnFirstUse(() =>
  readableFormat(EASTERN_TIME_ZONE, { year: 'numeric', timeZoneName: 'short' }),
);
const EASTERN_SHORT = formatterOnFirstUse(() => readableFormat(EASTERN_TIME_ZONE, { timeZoneName: 'short' }));
const EASTERN_NOTE = formatterOnFirstUse(() => readableFormat(EASTERN_TIME_ZONE, { year: 'numeric' }));

/** 'Wed, Mar 4, 2026, 7:00 PM EST'; an unreadable value is shown as it came. */
export function formatEasternTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : EASTERN().format(date);
}

/** Without the year, for tables of one season's deadlines: 'Wed, Mar 4, 7:00 PM EST'. */
export function formatEasternTimeShort(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : EASTERN_SHORT().format(date);
}

/** For the notes and hints beside a deadline input: 'Wed, Mar 4, 2026, 8:00 PM ET'; '' when empty or bad. */
export function formatEastern(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? '' : `${EASTERN_NOTE().format(new Date(instant))} ET`;
}

/** This device's own time zone: a person in several leagues reads their deadlines (and their devices) in it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * 'Wed, Mar 4, 8:00 PM PST' in the viewer's own zone (the spoiler shield judges air times there); a zone the
 * browser does not know gives the ISO instant.
 */
export function formatInZone(at: number, timeZone: string): string {
  try {
    return readableFormat(timeZone, { timeZoneName: 'short' }).format(new Date(at));
  } catch {
    return new Date(at).toISOString();
  }
}

/** True once `now` is at or after the deadline; no deadline never passes. */
export function deadlinePassed(deadline: string | null | undefined, now: number): boolean {
  if (!deadline) return false;
  const at = new Date(deadline).getTime();
  return !Number.isNaN(at) && now >= at;
}
