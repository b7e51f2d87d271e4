import type { ChatMessage, ReactionBatch, ReactionKind, Reactions } from '@tribal/contracts';

/** Message ids are decimal strings that grow with each message: compared as numbers, without BigInt's cost. */
export function compareMessageIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * What the chat shows, oldest first: the pages read (newest first each), then what the socket brought since, once
 * each (the later copy wins: a live copy may be newer than the page's), with the commissioner's hidden ones hidden.
 */
export function chatTimeline(
  pages: ReadonlyArray<readonly ChatMessage[]>,
  live: readonly ChatMessage[],
  hiddenIds: ReadonlySet<string>,
): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const page of pages) for (const message of page) byId.set(message.id, message);
  for (const message of live) {
    const held = byId.get(message.id);
    // A copy hidden on the server stays hidden: a later live copy of the same message cannot bring its text back.
    byId.set(message.id, held?.hidden ? held : message);
  }
  return [...byId.values()]
    .map((message) => (hiddenIds.has(message.id) && !message.hidden ? { ...message, hidden: true, text: '' } : message))
    .sort((a, b) => compareMessageIds(a.id, b.id));
}

/**
 * Messages newer than `seenId` that someone else wrote: the count on the Chat tab. Hidden ones are left out (nothing
 * to read), and so is everything while nothing has been marked seen yet (`seenId` null).
 */
export function unreadCount(messages: readonly ChatMessage[], seenId: string | null, myName?: string): number {
  if (seenId === null) return 0;
  const mine = myName?.toLowerCase();
  return messages.filter(
    (message) =>
      !message.hidden && message.userName.toLowerCase() !== mine && compareMessageIds(message.id, seenId) > 0,
  ).length;
}

/**
 * Where the unread ones start when My leagues said `unread` of them: the id before the `unread` newest messages of
 * others (all of them unread when there are fewer), or the newest message's id when nothing is unread.
 */
export function seenBefore(messages: readonly ChatMessage[], unread: number, myName?: string): string {
  const mine = myName?.toLowerCase();
  let left = unread;
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (left === 0) return message.id;
    if (!message.hidden && message.userName.toLowerCase() !== mine) left -= 1;
  }
  return '0';
}

/** A `reaction` frame applied to the counts held: whole counts per line replace what was there; yours stays. */
export function applyReactionBatch(held: Reactions, batch: ReactionBatch): Reactions {
  if (batch.season !== held.season) return held;
  const lines = [...held.lines];
  for (const changed of batch.lines) {
    const index = lines.findIndex((line) => line.happeningId === changed.happeningId);
    if (index >= 0) lines[index] = { ...lines[index], counts: changed.counts };
    else lines.push({ happeningId: changed.happeningId, counts: changed.counts, mine: null });
  }
  return { ...held, lines };
}

/** The server's answer to your reaction (that line's counts, with yours) applied to the counts held. */
export function applyOwnReaction(held: Reactions, answer: Reactions['lines'][number]): Reactions {
  const lines = [...held.lines];
  const index = lines.findIndex((l) => l.happeningId === answer.happeningId);
  if (index >= 0) lines[index] = answer;
  else lines.push(answer);
  return { ...held, lines };
}

/** A tap on a reaction: yours again takes it back, another one replaces it. */
export const nextReaction = (mine: ReactionKind | null, tapped: ReactionKind): ReactionKind | null =>
  mine === tapped ? null : tapped;
