import type { ChatMute } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { type ChatAuth } from './chat-auth';

/** POST /api/leagues/{id}/members/{userName}/mute: the commissioner mutes a member's chat for 24 hours. */
export function muteChatMember(leagueId: string, userName: string, auth: ChatAuth): Promise<ChatMute> {
  return apiRequest<ChatMute>(
    `/api/leagues/${encodeURIComponent(leagueId)}/members/${encodeURIComponent(userName)}/mute`,
    { method: 'POST', ...auth },
  );
}
