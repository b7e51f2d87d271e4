import type { ReactionRequest, Reactions } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { type ChatAuth } from './chat-auth';

/** PUT /api/leagues/{id}/reactions: the caller's one reaction to a feed line (null takes it back); answers that line. */
export function setReaction(leagueId: string, request: ReactionRequest, auth: ChatAuth): Promise<Reactions> {
  return apiRequest<Reactions>(`/api/leagues/${encodeURIComponent(leagueId)}/reactions`, {
    method: 'PUT',
    body: request,
    ...auth,
  });
}
