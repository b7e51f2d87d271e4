/**
 * A moment as this device's own clock shows it, "9:14 pm": when an offline copy was fetched is the viewer's own
 * time, not the broadcast's Eastern time.
 */
export function formatLocalClockTime(at: number, locale?: string, timeZone?: string): string {
  return new Date(at)
    .toLocaleTimeString(locale ?? 'en-US', { hour: 'numeric', minute: '2-digit', timeZone })
    .replace(/\s?AM$/i, ' am')
    .replace(/\s?PM$/i, ' pm');
}
