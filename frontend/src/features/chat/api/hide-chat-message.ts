import { apiRequest } from '@/lib/api-client';
import { type ChatAuth } from './chat-auth';

/** POST /api/leagues/{id}/chat/{messageId}/hide: the commissioner hides a message from everyone. */
export function hideChatMessage(leagueId: string, messageId: string, auth: ChatAuth): Promise<unknown> {
  return apiRequest<unknown>(
    `/api/leagues/${encodeURIComponent(leagueId)}/chat/${encodeURIComponent(messageId)}/hide`,
    { method: 'POST', ...auth },
  );
}
