import { type ChatMessage, type ChatMoment, type ChatViewer, chatVisibleAt } from '@tribal/contracts';

/**
 * What waits on this process for one spoiler-shield group of a league (issue 31): the messages its viewers may not
 * see yet, the ids hidden since its last frame, and the reactions whose counts it has not been sent. Pure data: the
 * batcher keeps one per group room with local sockets, and `releaseChat` decides each tick what goes out.
 */
export interface GroupQueue {
  messages: QueuedMessage[];
  hiddenIds: string[];
  reactions: QueuedReaction[];
}

export interface QueuedMessage {
  message: ChatMessage;
  /** the league's season whose schedule the moment refers to */
  season: number;
  /** when it was sent (ms) */
  sentAt: number;
  moment: ChatMoment | null;
  /** already known for this group (read back by `ChatReadModel.heldFor`, or worked out by an earlier tick) */
  visibleAt?: number;
  /** performance.now() of the commit, when it was posted through this process (the push latency metric) */
  committedAt?: number;
}

export interface QueuedReaction {
  season: number;
  happeningId: number;
  sentAt: number;
  moment: ChatMoment | null;
  /** worked out for this group by an earlier tick */
  visibleAt?: number;
}

/** A season's schedule (episode -> ISO air time), as `chatVisibleAt` reads it. */
export type Schedule = Readonly<Record<string, string>>;

/** What one tick sends a group, and what it keeps for later. */
export interface Release {
  /** the one `chat` frame of this tick (messages oldest first), or null when there is nothing to say */
  chat: { messages: ChatMessage[]; hiddenIds: string[] } | null;
  /** the messages in `chat`, as they were queued (their commit times) */
  released: QueuedMessage[];
  /** season -> happenings whose counts this group may now be sent (each once) */
  reactions: Map<number, number[]>;
  rest: GroupQueue;
  /** the earliest moment something kept becomes visible to the group (ms), or null when nothing is kept */
  nextVisibleAt: number | null;
}

/** Nothing waits longer than this: a message still held a day after it was sent is left to the history. */
export const CHAT_QUEUE_MAX_AGE_MS = 24 * 60 * 60_000;

export const emptyQueue = (): GroupQueue => ({ messages: [], hiddenIds: [], reactions: [] });

export const hasWork = (queue: GroupQueue): boolean =>
  queue.messages.length > 0 || queue.hiddenIds.length > 0 || queue.reactions.length > 0;

/** Message ids are decimal strings that grow with time: the longer is the later, else the larger. */
export const byMessageId = (a: ChatMessage, b: ChatMessage): number =>
  a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Adds messages to a group's queue, each once: a group's first subscriber loads what is held for it from the read
 * tables while notices keep arriving, so the same message may come both ways.
 */
export function enqueueMessages(queue: GroupQueue, messages: QueuedMessage[]): GroupQueue {
  const known = new Set(queue.messages.map((queued) => queued.message.id));
  const added = messages.filter((queued) => !known.has(queued.message.id) && known.add(queued.message.id));
  return added.length ? { ...queue, messages: [...queue.messages, ...added] } : queue;
}

/**
 * The commissioner hid a message: a group that already holds it is told its id; one still waiting for it gets it
 * hidden in its place (its text never leaves the server), so no group ever sees the text after the hide.
 */
export function hideMessage(queue: GroupQueue, messageId: string): GroupQueue {
  return {
    ...queue,
    messages: queue.messages.map((queued) =>
      queued.message.id === messageId ? { ...queued, message: { ...queued.message, text: '', hidden: true } } : queued,
    ),
    hiddenIds: queue.hiddenIds.includes(messageId) ? queue.hiddenIds : [...queue.hiddenIds, messageId],
  };
}

/**
 * One tick for one shield group: the messages and reactions its viewer may see at `now` (by `chatVisibleAt`, the
 * shield's own rule) go out together, in a single frame; the rest stays queued for a later tick. Anything sent
 * more than a day before `now` is dropped rather than kept forever.
 */
export function releaseChat(
  queue: GroupQueue,
  viewer: ChatViewer,
  schedules: ReadonlyMap<number, Schedule>,
  now: number,
): Release {
  const oldest = now - CHAT_QUEUE_MAX_AGE_MS;
  const visibleAt = (item: QueuedReaction | QueuedMessage) =>
    item.visibleAt ?? chatVisibleAt(item, schedules.get(item.season) ?? {}, viewer);
  let nextVisibleAt: number | null = null;
  // What stays keeps its moment of release: a held message is not worked out again at every tick (the zone
  // arithmetic is the costly part). An air time moved later reaches the messages queued after the move.
  const keep = <T extends { sentAt: number; visibleAt?: number }>(item: T, at: number, kept: T[]) => {
    if (item.sentAt < oldest) return;
    kept.push(item.visibleAt === at ? item : { ...item, visibleAt: at });
    nextVisibleAt = nextVisibleAt === null ? at : Math.min(nextVisibleAt, at);
  };

  const released: QueuedMessage[] = [];
  const keptMessages: QueuedMessage[] = [];
  for (const queued of queue.messages) {
    const at = visibleAt(queued);
    if (at <= now) released.push(queued);
    else keep(queued, at, keptMessages);
  }
  released.sort((a, b) => byMessageId(a.message, b.message));

  const reactions = new Map<number, number[]>();
  const keptReactions: QueuedReaction[] = [];
  for (const reaction of queue.reactions) {
    const at = visibleAt(reaction);
    if (at > now) {
      keep(reaction, at, keptReactions);
      continue;
    }
    const lines = reactions.get(reaction.season) ?? [];
    if (!lines.includes(reaction.happeningId)) lines.push(reaction.happeningId);
    reactions.set(reaction.season, lines);
  }

  const chat =
    released.length || queue.hiddenIds.length
      ? { messages: released.map((queued) => queued.message), hiddenIds: queue.hiddenIds }
      : null;
  return {
    chat,
    released,
    reactions,
    rest: { messages: keptMessages, hiddenIds: [], reactions: keptReactions },
    nextVisibleAt,
  };
}

/**
 * A league's frames may take at most 1 / CHAT_FRAMES_SHARE of this process's time: the pause after a tick is at least
 * this many times what its writes took. Writing one frame to each of 10,000 sockets takes about 200 ms of a 2-core
 * machine's CPU, so at CHAT_BATCH_MS a busy league would hold the event loop 80 % of the time and its own messages'
 * POSTs would queue behind the frames (issue 31's bench: 11 s to answer a POST). A small league keeps the 250 ms pace.
 */
const CHAT_FRAMES_SHARE = 2;
/** However long the writes, a viewer waits at most this long for the next frame (beyond its writes' own time). */
export const CHAT_SLOWEST_PACE_MS = 750;

/** The pause between a league's ticks after one whose frames took `writeMs` to write (ms). */
export function chatPace(writeMs: number, fastestMs: number): number {
  return Math.min(CHAT_SLOWEST_PACE_MS, Math.max(fastestMs, CHAT_FRAMES_SHARE * writeMs));
}
