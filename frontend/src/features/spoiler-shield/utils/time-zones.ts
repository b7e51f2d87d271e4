import { BROADCAST_TIME_ZONE } from '@tribal/contracts';

/** The browser's own time zone (the default of the shield). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || BROADCAST_TIME_ZONE;
  } catch {
    return BROADCAST_TIME_ZONE;
  }
}

/** Zones a viewer can choose: the runtime's list, the common North American ones first. */
export function timeZoneChoices(current: string): string[] {
  const common = [
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'Pacific/Honolulu',
  ];
  let all: string[] = [];
  try {
    all = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    all = [];
  }
  return [...new Set([current, ...common, ...all])];
}

/** 'Wed, Mar 4, 8:00 PM PST' in the viewer's zone. */
export function formatInZone(at: number, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(new Date(at));
  } catch {
    return new Date(at).toISOString();
  }
}
