import type { ReactionRequest, Reactions } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { type ChatAuth } from './chat-auth';

/** One feed line's counts and the caller's own reaction. */
export type ReactionLine = Reactions['lines'][number];

/** PUT /api/leagues/{id}/reactions: the caller's one reaction to a feed line (null takes it back); answers that line. */
export function setReaction(leagueId: string, request: ReactionRequest, auth: ChatAuth): Promise<ReactionLine> {
  return apiRequest<ReactionLine>(`/api/leagues/${encodeURIComponent(leagueId)}/reactions`, {
    method: 'PUT',
    body: request,
    ...auth,
  });
}
