import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_PAGE_SIZE,
  type ChatMessage,
  type ChatMute,
  type ChatViewer,
  chatShieldGroup,
  type Reactions,
} from '@tribal/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMe } from '@/lib/api/get-me';
import { ApiError } from '@/lib/api-client';
import { useCommissionerStore } from '@/stores/commissioner-store';
import { entryIn, useSavedUserStore } from '@/stores/saved-user-store';
import { authKey, type ChatAuth } from '../api/chat-auth';
import { chatPagesQuery } from '../api/get-chat-page';
import { hideChatMessage } from '../api/hide-chat-message';
import { markChatRead } from '../api/mark-chat-read';
import { muteChatMember } from '../api/mute-chat-member';
import { postChatMessage } from '../api/post-chat-message';
import { reportChatMessage } from '../api/report-chat-message';
import { applyReactionBatch, chatTimeline, compareMessageIds, seenBefore, unreadCount } from '../utils/chat-timeline';
import { type ChatLiveStatus, useChatLive } from './use-chat-live';

/** setTimeout's longest wait (about 24 days): a message held longer is asked for again then. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;
/** A little after the moment a held message is due, so the server's clock has certainly reached it. */
const AFTER_DUE_MS = 500;

export interface LeagueChat {
  leagueId: string;
  /** `refused`: the server said no (a visitor of a closed chat); `failed`: it could not be read */
  status: 'loading' | 'ready' | 'refused' | 'failed';
  /** the server's words for a refusal or failure */
  problem: string | null;
  /** oldest first */
  messages: ChatMessage[];
  canPost: boolean;
  canModerate: boolean;
  /** takes part in this league (plays in it, or runs it): reacts to feed lines and reports messages */
  isMember: boolean;
  mutedUntil: string | null;
  openToVisitors: boolean;
  myName: string | undefined;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  loadEarlier(): void;
  /** messages of others since the chat was last looked at */
  unread: number;
  /** the chat is on screen: what it shows has been seen (told to the server for My leagues) */
  markSeen(): void;
  /** sends the text (throws the server's refusal: 429 too fast, 403 muted) */
  send(text: string): Promise<void>;
  hide(messageId: string): Promise<void>;
  mute(userName: string): Promise<ChatMute>;
  report(messageId: string): Promise<void>;
  live: ChatLiveStatus;
  auth: ChatAuth;
  viewer: ChatViewer;
}

/**
 * One league's chat behind the viewer's spoiler shield: the history read page by page (newest first), the live
 * `chat` frames appended, the commissioner's hidden ones hidden, and a message the shield held back read again
 * when it is due (`heldUntil`). A reveal or another zone is another shield group: read and subscribed anew.
 */
export function useLeagueChat(leagueId: string | undefined, viewer: ChatViewer): LeagueChat {
  const id = leagueId ?? '';
  const queryClient = useQueryClient();
  const savedEntry = useSavedUserStore((state) => (leagueId ? entryIn(state, leagueId) : null));
  // A member by their entry's token; else the commissioner by theirs (a device where no person signed in: the
  // person's cookie would otherwise be read); else the person's cookie travels by itself.
  const commissionerToken = useCommissionerStore((state) => state.token);
  const personSignedIn = useSavedUserStore((state) => state.signedInAs !== null);
  const me = useMe();
  // A person who runs this league speaks by their session even with an entry saved here: the session is both their
  // entry and the league's commissioner (the entry's token alone would make them only a member, with no moderation).
  const runsThisLeague = me.data?.leaguesRun.some((league) => league.leagueId === leagueId) ?? false;
  const auth = useMemo<ChatAuth>(() => {
    if (personSignedIn && runsThisLeague) return {};
    if (savedEntry?.entryToken) return { entryToken: savedEntry.entryToken };
    if (commissionerToken && !personSignedIn) return { bearerToken: commissionerToken };
    return {};
  }, [savedEntry?.entryToken, commissionerToken, personSignedIn, runsThisLeague]);
  const myName = savedEntry?.userName;
  const group = chatShieldGroup(viewer);
  // The viewer object changes each render; the group says all the server judges by.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the group is made of the viewer's fields
  const stableViewer = useMemo(() => viewer, [group]);

  const pages = useInfiniteQuery({ ...chatPagesQuery(id, stableViewer, auth), enabled: id !== '' });
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(() => new Set());
  // The newest message seen: null until the first page says where the unread ones start.
  const [seenId, setSeenId] = useState<string | null>(null);
  const readSent = useRef<string | null>(null);

  // Another league, caller or shield: what the socket brought belongs to the old answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is what resets it
  useEffect(() => {
    setLive([]);
    setHiddenIds(new Set());
  }, [id, group, authKey(auth)]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only another league starts the unread count anew
  useEffect(() => {
    setSeenId(null);
    readSent.current = null;
  }, [id]);

  const first = pages.data?.pages[0];
  const messages = useMemo(
    () =>
      chatTimeline(
        (pages.data?.pages ?? []).map((page) => page.messages),
        live,
        hiddenIds,
      ),
    [pages.data, live, hiddenIds],
  );
  const newestId = messages.at(-1)?.id ?? null;

  // Where the unread ones start: as many as My leagues counted, else none (this device has seen it all).
  const unreadOnMyLeagues = me.data?.entries.find((entry) => entry.leagueId === id)?.unreadChat;
  // A signed-in person's count is waited for, so the Chat tab does not show 0 before it knows.
  const meLoading = me.isLoading;
  useEffect(() => {
    if (seenId !== null || !first || meLoading) return;
    setSeenId(seenBefore(messages, unreadOnMyLeagues ?? 0, myName));
  }, [seenId, first, meLoading, messages, unreadOnMyLeagues, myName]);

  // A message the shield holds back is due at `heldUntil`: read the chat again then (the socket may bring it first).
  const heldUntil = first?.heldUntil ?? null;
  const { refetch } = pages;
  useEffect(() => {
    if (!heldUntil) return;
    const wait = Math.min(Math.max(Date.parse(heldUntil) - Date.now(), 0) + AFTER_DUE_MS, LONGEST_WAIT_MS);
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [heldUntil, refetch]);

  const liveStatus = useChatLive(leagueId, stableViewer, auth, {
    chat: (batch) => {
      if (batch.messages.length > 0) setLive((held) => [...held, ...batch.messages]);
      const hidden = batch.hiddenIds ?? [];
      if (hidden.length > 0) setHiddenIds((held) => new Set([...held, ...hidden]));
    },
    reaction: (batch) => {
      queryClient.setQueriesData<Reactions>({ queryKey: ['league', id, 'reactions', batch.season] }, (held) =>
        held ? applyReactionBatch(held, batch) : held,
      );
    },
    caughtUp: () => void refetch(),
  });

  const markSeen = useCallback(() => {
    if (newestId === null) return;
    setSeenId((seen) => (seen === null || compareMessageIds(newestId, seen) > 0 ? newestId : seen));
    if (readSent.current !== null && compareMessageIds(newestId, readSent.current) <= 0) return;
    readSent.current = newestId;
    // Only a member's or the person's own marker: a visitor has none to keep.
    if (!savedEntry && !me.data) return;
    markChatRead(id, newestId, auth).catch(() => {
      readSent.current = null;
    });
  }, [newestId, id, auth, savedEntry, me.data]);

  const send = useCallback(
    async (text: string) => {
      const trimmed = text.trim();
      const posted = await postChatMessage(id, { text: trimmed, timeZone: viewer.timeZone }, auth);
      // Shown at once: the live copy (or the next read) replaces it.
      if (myName) setLive((held) => [...held, { id: posted.id, userName: myName, text: trimmed, at: posted.at }]);
      else void refetch();
    },
    [id, viewer.timeZone, auth, myName, refetch],
  );
  const hide = useCallback(
    async (messageId: string) => {
      await hideChatMessage(id, messageId, auth);
      setHiddenIds((held) => new Set([...held, messageId]));
    },
    [id, auth],
  );
  const mute = useCallback((userName: string) => muteChatMember(id, userName, auth), [id, auth]);
  const report = useCallback(
    async (messageId: string) => {
      await reportChatMessage(id, messageId, auth);
    },
    [id, auth],
  );

  const lastPage = pages.data?.pages.at(-1);
  const error = pages.error;
  const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
  return {
    leagueId: id,
    status: first ? 'ready' : error ? (refused ? 'refused' : 'failed') : 'loading',
    problem: error instanceof ApiError ? (error.serverMessage ?? null) : null,
    messages,
    canPost: first?.canPost ?? false,
    canModerate: first?.canModerate ?? false,
    isMember:
      savedEntry !== null ||
      (me.data?.entries.some((entry) => entry.leagueId === id) ?? false) ||
      (me.data?.leaguesRun.some((league) => league.leagueId === id) ?? false) ||
      // The commissioner by their token; not the site admin, who moderates but does not take part.
      (first?.canPost ?? false),
    mutedUntil: first?.mutedUntil ?? null,
    openToVisitors: first?.openToVisitors ?? false,
    myName,
    // A full page may have one before it; a short one is the start of the chat.
    hasEarlier: (lastPage?.messages.length ?? 0) >= CHAT_PAGE_SIZE,
    loadingEarlier: pages.isFetchingNextPage,
    loadEarlier: () => void pages.fetchNextPage(),
    unread: unreadCount(messages, seenId, myName),
    markSeen,
    send,
    hide,
    mute,
    report,
    live: liveStatus,
    auth,
    viewer: stableViewer,
  };
}
