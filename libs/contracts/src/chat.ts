import { z } from 'zod';
import { BROADCAST_TIME_ZONE, episodeMinutes, ianaTimeZone, lastScheduledEpisode, localAirEnd } from './spoiler-shield';

/**
 * League chat and reactions on episode night (issue 31). Members talk while they watch; a viewer whose spoiler shield
 * holds an episode back hears each message at the same minute of their own broadcast as it was sent, never before.
 */

export const CHAT_MAX_LENGTH = 500;
/** History loads newest first, this many at a time (and at most this many). */
export const CHAT_PAGE_SIZE = 50;
/** 10 messages per 10 seconds per member (a burst of 10, then one a second). */
export const CHAT_RATE = { messages: 10, perMs: 10_000 } as const;
export const CHAT_MUTE_HOURS = 24;
/** Under load, a viewer gets at most one chat frame per this many ms: the messages of that window, batched. */
export const CHAT_BATCH_MS = 250;

/** The six reactions a line of the live happenings feed takes; one per person per line (changeable). */
export const REACTIONS = {
  fire: { emoji: '🔥', label: 'Fire' },
  shock: { emoji: '😱', label: 'Shocked' },
  laugh: { emoji: '😂', label: 'Funny' },
  clap: { emoji: '👏', label: 'Well played' },
  sad: { emoji: '😢', label: 'Sad' },
  snake: { emoji: '🐍', label: 'Snake' },
} as const;
export type ReactionKind = keyof typeof REACTIONS;
export const REACTION_KINDS = Object.keys(REACTIONS) as [ReactionKind, ...ReactionKind[]];

export const CHAT_MESSAGES = {
  empty: 'Type a message first.',
  tooLong: `A message can be at most ${CHAT_MAX_LENGTH} characters.`,
  controlCharacters: 'A message cannot contain line breaks, tabs or other control characters.',
  tooFast: 'You are sending messages too fast. Please wait a few seconds.',
  muted: (until: string) => `The commissioner has muted you in this league's chat until ${until}.`,
  notAMember: "Only the league's members and its commissioner can chat here.",
  closedToVisitors: "This league's chat is for its members. Sign in or join to read it.",
  messageNotFound: 'That message does not exist in this league.',
  memberNotFound: 'That member is not in this league.',
  hiddenByCommissioner: 'hidden by the commissioner',
  reported: 'Thanks. The commissioner has been told.',
  badReaction: `reaction must be one of ${REACTION_KINDS.join(', ')}, or null to take yours back.`,
  happeningNotFound: 'That happening is not in this league’s season.',
  badCursor: 'before must be the id of a message.',
  badLimit: `limit must be a whole number from 1 to ${CHAT_PAGE_SIZE}.`,
  badTimeZone: 'tz must be a time zone such as America/Los_Angeles.',
} as const;

/** Unicode Cc (C0, C1: CR, LF, TAB too), line and paragraph separators, bidi embedding/override/isolate controls. */
const CHAT_CONTROL_CHARACTER = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

/** A viewer's spoiler-shield zone, as every chat request and My leagues' unread counts (`MeQuerySchema`) take it. */
export const chatTimeZoneParam = ianaTimeZone(CHAT_MESSAGES.badTimeZone);

/** POST /api/leagues/{id}/chat. Text is shown exactly as typed (plain text, never HTML); only its ends are trimmed. */
export const ChatPostSchema = z
  .object({
    text: z
      .string({ message: CHAT_MESSAGES.empty })
      .trim()
      .min(1, CHAT_MESSAGES.empty)
      .max(CHAT_MAX_LENGTH, CHAT_MESSAGES.tooLong)
      .refine((text) => !CHAT_CONTROL_CHARACTER.test(text), CHAT_MESSAGES.controlCharacters),
    /**
     * The sender's spoiler-shield zone (absent: their shield is off). It says how far into the episode the sender
     * can be, so the message carries that minute (`chatMoment`).
     */
    timeZone: chatTimeZoneParam.optional(),
  })
  .strict();
export type ChatPost = z.input<typeof ChatPostSchema>;

/** 201 of POST /api/leagues/{id}/chat */
export const ChatPostedSchema = z.object({ id: z.string(), at: z.string() });
export type ChatPosted = z.infer<typeof ChatPostedSchema>;

/** Where in an episode a message or reaction was sent (its sender's broadcast): held back by this for later viewers. */
export const ChatMomentSchema = z.object({ episode: z.number().int(), minute: z.number().int().min(0) });
export type ChatMoment = z.infer<typeof ChatMomentSchema>;

export const ChatMessageSchema = z.object({
  /** ordered: a later message has a larger id (a decimal string, for the `before` cursor) */
  id: z.string(),
  userName: z.string(),
  /** '' when hidden: a hidden message's text never leaves the server */
  text: z.string(),
  /** ISO instant it was sent */
  at: z.string(),
  hidden: z.boolean().optional(),
  /** sent while an episode aired: its minute of that episode */
  moment: ChatMomentSchema.optional(),
  /** to the league's manager only: how many members reported it */
  reports: z.number().int().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * GET /api/leagues/{id}/chat?before={id}&limit=50&tz={zone}&revealedThrough={episode}: newest first. With `tz` the
 * answer is shielded for the caller (messages their broadcast has not reached are left out) and `heldUntil` says
 * when the next one held back becomes visible (the client asks again then, or hears it on the socket).
 */
export const ChatPageSchema = z.object({
  messages: z.array(ChatMessageSchema),
  heldUntil: z.string().nullable(),
  /** the caller may post (a member or the commissioner who is not muted) */
  canPost: z.boolean(),
  /** the caller may hide messages and mute members */
  canModerate: z.boolean(),
  /** ISO instant the caller's mute ends, when muted */
  mutedUntil: z.string().nullable(),
  /** visitors may read (the commissioner's choice, off by default) */
  openToVisitors: z.boolean(),
});
export type ChatPage = z.infer<typeof ChatPageSchema>;

const episodeParam = z.coerce.number().int().min(0).max(100);

/** Query of GET /api/leagues/{id}/chat */
export const ChatQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{1,18}$/, CHAT_MESSAGES.badCursor)
    .optional(),
  limit: z.coerce
    .number({ message: CHAT_MESSAGES.badLimit })
    .int(CHAT_MESSAGES.badLimit)
    .min(1, CHAT_MESSAGES.badLimit)
    .max(CHAT_PAGE_SIZE, CHAT_MESSAGES.badLimit)
    .default(CHAT_PAGE_SIZE),
  tz: chatTimeZoneParam.optional(),
  revealedThrough: episodeParam.optional(),
});
/** Query of GET /api/leagues/{id}/reactions */
export const ReactionsQuerySchema = z.object({
  season: z.coerce.number().int().min(1).max(1000),
  tz: chatTimeZoneParam.optional(),
  revealedThrough: episodeParam.optional(),
});

/** PUT /api/leagues/{id}/chat/settings (the league's manager) */
export const ChatSettingsSchema = z.object({ openToVisitors: z.boolean() }).strict();
export type ChatSettings = z.infer<typeof ChatSettingsSchema>;

/** PUT /api/leagues/{id}/chat/read: the newest message the caller has seen (unread counts on My leagues). */
export const ChatReadSchema = z
  .object({ lastSeenId: z.string().regex(/^\d{1,18}$/, CHAT_MESSAGES.badCursor) })
  .strict();

/** 200 of POST /api/leagues/{id}/members/{userName}/mute */
export const ChatMuteSchema = z.object({ userName: z.string(), mutedUntil: z.string() });
export type ChatMute = z.infer<typeof ChatMuteSchema>;

/** PUT /api/leagues/{id}/reactions: one reaction per person per happening; null takes it back. */
export const ReactionRequestSchema = z
  .object({
    season: z.number().int().min(1).max(1000),
    happeningId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    reaction: z.enum(REACTION_KINDS, { message: CHAT_MESSAGES.badReaction }).nullable(),
    /** the sender's spoiler-shield zone, as for a message */
    timeZone: chatTimeZoneParam.optional(),
  })
  .strict();
export type ReactionRequest = z.infer<typeof ReactionRequestSchema>;

export const ReactionCountsSchema = z.partialRecord(z.enum(REACTION_KINDS), z.number().int().min(0));
export type ReactionCounts = z.infer<typeof ReactionCountsSchema>;

/** GET /api/leagues/{id}/reactions?season=&tz=&revealedThrough= (shielded like chat); PUT answers one line's. */
export const ReactionsSchema = z.object({
  season: z.number(),
  lines: z.array(
    z.object({ happeningId: z.number(), counts: ReactionCountsSchema, mine: z.enum(REACTION_KINDS).nullable() }),
  ),
});
export type Reactions = z.infer<typeof ReactionsSchema>;

/**
 * socket.io, `/live` namespace. `subscribe-chat` joins a league's chat: the server then sends `chat` batches and
 * `reaction` counts, each held back for this viewer as the shield says (no `timeZone`: the shield is off).
 * The person's session comes with the connection's cookie; a member by entry token sends it here.
 */
export const ChatSubscriptionSchema = z.object({
  leagueId: z.string().min(1).max(100),
  timeZone: chatTimeZoneParam.optional(),
  revealedThrough: z.number().int().min(0).max(100).optional(),
  entryToken: z.string().min(1).max(200).optional(),
});
export type ChatSubscription = z.input<typeof ChatSubscriptionSchema>;
export type SubscribeChatAck = { ok: true } | { ok: false; message: string; status?: number };

export const CHAT_LIVE_EVENTS = {
  subscribeChat: 'subscribe-chat',
  unsubscribeChat: 'unsubscribe-chat',
  /** ChatBatch: at most one per viewer per CHAT_BATCH_MS */
  chat: 'chat',
  /** ReactionBatch */
  reaction: 'reaction',
} as const;

/** A `chat` frame: new messages for this viewer (oldest first), and ids hidden by the commissioner since. */
export const ChatBatchSchema = z.object({
  leagueId: z.string(),
  messages: z.array(ChatMessageSchema),
  hiddenIds: z.array(z.string()).optional(),
});
export type ChatBatch = z.infer<typeof ChatBatchSchema>;

/** A `reaction` frame: lines whose counts changed, with their whole counts as this viewer may see them. */
export const ReactionBatchSchema = z.object({
  leagueId: z.string(),
  season: z.number(),
  lines: z.array(z.object({ happeningId: z.number(), counts: ReactionCountsSchema })),
});
export type ReactionBatch = z.infer<typeof ReactionBatchSchema>;

/** A viewer as the chat shield judges them: no zone means the shield is off. */
export interface ChatViewer {
  /** IANA zone of the viewer's shield; undefined: the shield is off (everything at once) */
  timeZone?: string;
  /** episodes revealed through this one */
  revealedThrough?: number;
}

/**
 * The moment of an episode a message sent at `now` carries: the latest episode whose broadcast has begun in the
 * sender's zone, and the minute of it the sender has reached (at most its length: after it, they have seen it all).
 * A sender without a shield may have read anything the broadcast has shown, so they are judged in the broadcast zone.
 * Null before the first episode of the schedule has begun.
 */
export function chatMoment(
  schedule: Readonly<Record<string, string>>,
  sender: ChatViewer,
  now: number,
): ChatMoment | null {
  const zone = sender.timeZone ?? BROADCAST_TIME_ZONE;
  const finale = lastScheduledEpisode(schedule);
  let latest: { episode: number; start: number } | null = null;
  for (const [key, airTime] of Object.entries(schedule)) {
    const episode = Number(key);
    if (!Number.isInteger(episode)) continue;
    const start = localAirEnd(airTime, zone, 0);
    if (start === null || start > now) continue;
    if (!latest || start > latest.start) latest = { episode, start };
  }
  if (!latest) return null;
  const length = episodeMinutes(latest.episode, finale);
  return { episode: latest.episode, minute: Math.min(length, Math.floor((now - latest.start) / 60_000)) };
}

/**
 * When a viewer may see a message (or reaction) sent at `sentAt` with `moment` (ms): when their own broadcast
 * reaches that minute of that episode, and never before it was sent. At once without a moment (between seasons),
 * with the shield off, or once the viewer has revealed the episode. The same zone rule as the shield's own.
 */
export function chatVisibleAt(
  message: { sentAt: number; moment: ChatMoment | null | undefined },
  schedule: Readonly<Record<string, string>>,
  viewer: ChatViewer,
): number {
  const { moment, sentAt } = message;
  if (!moment || viewer.timeZone === undefined) return sentAt;
  if (viewer.revealedThrough !== undefined && moment.episode <= viewer.revealedThrough) return sentAt;
  const start = localAirEnd(schedule[String(moment.episode)], viewer.timeZone, 0);
  if (start === null) return sentAt;
  return Math.max(sentAt, start + moment.minute * 60_000);
}

/** The shield's group of a viewer: viewers in one group see the same messages at the same time. */
export const chatShieldGroup = (viewer: ChatViewer): string =>
  viewer.timeZone === undefined ? 'open' : `${viewer.timeZone}|${viewer.revealedThrough ?? ''}`;
