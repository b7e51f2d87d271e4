import { EASTERN_TIME_ZONE } from '@tribal/contracts';

/** The show airs on US Eastern time and every deadline is set in it (spec §9: 7pm ET), whatever the viewer's zone. */
const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const EASTERN_SHORT = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** 'Wed, Mar 4, 2026, 7:00 PM EST'; an unreadable value is shown as it came. */
export function formatEasternTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : EASTERN.format(date);
}

/** Without the year, for tables of one season's deadlines: 'Wed, Mar 4, 7:00 PM EST'. */
export function formatEasternTimeShort(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : EASTERN_SHORT.format(date);
}

/** True once `now` is at or after the deadline; no deadline never passes. */
export function deadlinePassed(deadline: string | null | undefined, now: number): boolean {
  if (!deadline) return false;
  const at = new Date(deadline).getTime();
  return !Number.isNaN(at) && now >= at;
}
