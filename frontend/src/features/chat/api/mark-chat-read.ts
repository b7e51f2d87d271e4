import { apiRequest } from '@/lib/api-client';
import { type ChatAuth } from './chat-auth';

/** PUT /api/leagues/{id}/chat/read {lastSeenId}: the newest message seen, for the unread counts on My leagues. */
export function markChatRead(leagueId: string, lastSeenId: string, auth: ChatAuth): Promise<unknown> {
  return apiRequest<unknown>(`/api/leagues/${encodeURIComponent(leagueId)}/chat/read`, {
    method: 'PUT',
    body: { lastSeenId },
    ...auth,
  });
}
