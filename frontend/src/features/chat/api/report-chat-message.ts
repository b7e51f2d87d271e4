import { apiRequest } from '@/lib/api-client';
import { type ChatAuth } from './chat-auth';

/** POST /api/leagues/{id}/chat/{messageId}/report: a member tells the commissioner about a message. */
export function reportChatMessage(leagueId: string, messageId: string, auth: ChatAuth): Promise<unknown> {
  return apiRequest<unknown>(
    `/api/leagues/${encodeURIComponent(leagueId)}/chat/${encodeURIComponent(messageId)}/report`,
    { method: 'POST', ...auth },
  );
}
