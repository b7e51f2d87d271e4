import type { ChatSettings } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { type ChatAuth } from './chat-auth';

/** PUT /api/leagues/{id}/chat/settings {openToVisitors}: the commissioner lets visitors read the chat, or not. */
export function saveChatSettings(leagueId: string, settings: ChatSettings, auth: ChatAuth): Promise<unknown> {
  return apiRequest<unknown>(`/api/leagues/${encodeURIComponent(leagueId)}/chat/settings`, {
    method: 'PUT',
    body: settings,
    ...auth,
  });
}
