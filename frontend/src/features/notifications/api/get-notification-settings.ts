import type { NotificationSettings } from '@tribal/contracts';
import { useAsync } from '@/hooks/use-async';
import { apiRequest } from '@/lib/api-client';

/** GET /api/me/notifications: every league of the person, each kind on or off (401 without a session). */
export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>('/api/me/notifications', { signal, cache: 'no-cache' });
}

/** The person's switches, loaded for the settings card. */
export function useNotificationSettings() {
  return useAsync((signal) => getNotificationSettings(signal), []);
}
