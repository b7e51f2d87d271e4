import type { AttachEntriesRequest, Me } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { shieldTimeZoneOf, useShieldStore } from '@/stores/spoiler-shield-store';
import { shieldedMePath } from './get-me';

/**
 * POST /api/me/entries: entries this browser holds by their tokens become the signed-in person's. It answers My
 * leagues as GET /api/me does, its unread counts behind the device's shield (`shieldZone`, by default as set now).
 */
export function attachEntries(
  request: AttachEntriesRequest,
  shieldZone: string | undefined = shieldTimeZoneOf(useShieldStore.getState()),
): Promise<Me> {
  return apiRequest<Me>(shieldedMePath('/api/me/entries', shieldZone), { method: 'POST', body: request });
}
