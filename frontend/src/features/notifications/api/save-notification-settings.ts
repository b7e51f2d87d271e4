import type { NotificationSettings, NotificationSettingsUpdate } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/me/notifications: the switches that changed (the rest stay); answers the whole settings. */
export function saveNotificationSettings(update: NotificationSettingsUpdate): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>('/api/me/notifications', { method: 'PUT', body: update });
}
