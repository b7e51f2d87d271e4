import type { ChatPost, ChatPosted } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { type ChatAuth } from './chat-auth';

/**
 * POST /api/leagues/{id}/chat {text, timeZone?}: the sender's shield zone says how far into the episode they are,
 * so later viewers hear the message at that minute of their own broadcast. 429 too fast, 403 muted.
 */
export function postChatMessage(leagueId: string, post: ChatPost, auth: ChatAuth): Promise<ChatPosted> {
  return apiRequest<ChatPosted>(`/api/leagues/${encodeURIComponent(leagueId)}/chat`, {
    method: 'POST',
    body: post,
    ...auth,
  });
}
