import { createHash } from 'node:crypto';
import { ChatMoment, ReactionKind } from '@tribal/contracts';
import { NewEvent, streamOf } from '../../event-store/stored-event';

/**
 * Who said or did something in a league's chat: a member by their entry (`entry:<entryId>`), or the league's
 * commissioner (`commissioner`, posting under the league's commissioner name).
 */
export type ChatterKey = `entry:${string}` | 'commissioner';

/** A member or the commissioner sent a message; `messageId` is ordered (a later message has a larger one). */
export type ChatMessageSent = NewEvent<
  'ChatMessageSent',
  {
    leagueId: string;
    season: number;
    messageId: string;
    authorKey: ChatterKey;
    userName: string;
    text: string;
    sentAt: string;
    /** sent while an episode aired: its minute of the sender's broadcast (contracts' chatMoment) */
    moment: ChatMoment | null;
  }
>;
/** The commissioner (or the admin) hid a message: its text is never shown again. */
export type ChatMessageHidden = NewEvent<
  'ChatMessageHidden',
  { leagueId: string; messageId: string; userName: string; hiddenAt: string }
>;
/** A member or the commissioner told the commissioner about a message (once per reporter). */
export type ChatMessageReported = NewEvent<
  'ChatMessageReported',
  { leagueId: string; messageId: string; reporterKey: ChatterKey; reporterName: string; reportedAt: string }
>;
/** The commissioner (or the admin) muted a member in the league's chat until a time. */
export type MemberMutedInChat = NewEvent<
  'MemberMutedInChat',
  { leagueId: string; userName: string; mutedUntil: string; mutedAt: string }
>;
/** The league's manager opened its chat to visitors, or closed it again. */
export type ChatSettingsSet = NewEvent<'ChatSettingsSet', { leagueId: string; openToVisitors: boolean; setAt: string }>;
/** An entry's owner has seen the league's messages through this one. */
export type ChatReadUpTo = NewEvent<'ChatReadUpTo', { leagueId: string; entryId: string; lastSeenId: string }>;
/** A person reacted to a line of the happenings feed (`reaction` null: took theirs back). */
export type ReactionSet = NewEvent<
  'ReactionSet',
  {
    leagueId: string;
    season: number;
    happeningId: number;
    reactorKey: ChatterKey;
    reaction: ReactionKind | null;
    sentAt: string;
    moment: ChatMoment | null;
  }
>;

export type ChatMessageEvent = ChatMessageSent | ChatMessageHidden | ChatMessageReported;
export type ChatEvent = ChatMessageEvent | MemberMutedInChat | ChatSettingsSet | ChatReadUpTo | ReactionSet;

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** One stream per message: sent, then perhaps hidden and reported. Hiding twice is decided against it. */
export const chatMessageStreamId = (leagueId: string, messageId: string) =>
  streamOf<ChatMessageEvent>(`chat-message-${leagueId}-${messageId}`);

/**
 * One stream per member's standing in a league's chat (their mutes). A post reads it (with its lock: one member's
 * posts queue up across processes, so the rate limit holds), a mute appends to it.
 */
export const chatMemberStreamId = (leagueId: string, who: string) =>
  streamOf<MemberMutedInChat>(`chat-member-${leagueId}-${digest(who)}`);

export const chatSettingsStreamId = (leagueId: string) => streamOf<ChatSettingsSet>(`chat-settings-${leagueId}`);

export const chatReadStreamId = (leagueId: string, entryId: string) =>
  streamOf<ChatReadUpTo>(`chat-read-${leagueId}-${entryId}`);

/** One stream per person per happening: their one reaction to it, changed or taken back. */
export const reactionStreamId = (leagueId: string, season: number, happeningId: number, reactorKey: ChatterKey) =>
  streamOf<ReactionSet>(`reaction-${leagueId}-${season}-${happeningId}-${digest(reactorKey)}`);
