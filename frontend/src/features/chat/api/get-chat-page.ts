import { infiniteQueryOptions } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, type ChatPage, type ChatViewer, chatShieldGroup } from '@tribal/contracts';
import { apiRequest } from '@/lib/api-client';
import { authKey, type ChatAuth } from './chat-auth';

/** The viewer's spoiler shield as the query string says it: no `tz` when the shield is off. */
export function shieldParams(viewer: ChatViewer): URLSearchParams {
  const params = new URLSearchParams();
  if (viewer.timeZone !== undefined) {
    params.set('tz', viewer.timeZone);
    if (viewer.revealedThrough !== undefined) params.set('revealedThrough', String(viewer.revealedThrough));
  }
  return params;
}

/**
 * GET /api/leagues/{id}/chat?before=&tz=&revealedThrough=: 50 messages, newest first, without those the viewer's
 * shield still holds back (`heldUntil` says when the next one is due). The entry's token, else the person's cookie.
 */
export function getChatPage(
  leagueId: string,
  viewer: ChatViewer,
  before: string | undefined,
  auth: ChatAuth,
  signal?: AbortSignal,
): Promise<ChatPage> {
  const params = shieldParams(viewer);
  if (before !== undefined) params.set('before', before);
  const query = params.size > 0 ? `?${params}` : '';
  return apiRequest<ChatPage>(`/api/leagues/${encodeURIComponent(leagueId)}/chat${query}`, {
    ...auth,
    signal,
    cache: 'no-cache',
  });
}

/** Keyed by the shield's group and the caller: two viewers of one league may be shown different messages. */
export const chatQueryKey = (leagueId: string, viewer: ChatViewer, auth: ChatAuth) =>
  ['league', leagueId, 'chat', chatShieldGroup(viewer), authKey(auth)] as const;

/** The history, page by page: "Load earlier messages" asks for the page before the oldest one held. */
export const chatPagesQuery = (leagueId: string, viewer: ChatViewer, auth: ChatAuth) =>
  infiniteQueryOptions({
    queryKey: chatQueryKey(leagueId, viewer, auth),
    queryFn: ({ pageParam, signal }) => getChatPage(leagueId, viewer, pageParam, auth, signal),
    initialPageParam: undefined as string | undefined,
    // A full page may have messages before it; a shorter one reaches the start of the chat.
    getNextPageParam: (last: ChatPage) =>
      last.messages.length >= CHAT_PAGE_SIZE ? last.messages.at(-1)?.id : undefined,
    // A refusal (a visitor of a closed chat) is an answer, not a hiccup: asked once.
    retry: false,
  });
