import { BROADCAST_TIME_ZONE } from '@tribal/contracts';

/** Zones a viewer can choose: the runtime's list, the common North American ones first. */
export function timeZoneChoices(current: string): string[] {
  const common = [
    BROADCAST_TIME_ZONE,
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
