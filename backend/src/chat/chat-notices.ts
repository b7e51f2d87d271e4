import { ChatMessage, ChatMoment, ChatViewer, ReactionCounts } from '@tribal/contracts';
import { Caller } from '../access/caller';

/**
 * The seam between the chat capability (`chat/`: commands, read tables, routes) and its live fan-out
 * (`live/chat/`: subscribe-chat, shield groups, batches). The chat module publishes these on the EventBus after
 * commit; the fan-out sends them to every process and releases them to each viewer when the shield allows.
 */

/** A message was posted (after commit). `season` is the league's season whose schedule its moment refers to. */
export class ChatMessagePosted {
  constructor(
    readonly leagueId: string,
    readonly season: number,
    readonly message: ChatMessage,
    /** when it was sent (ms) and its moment: with the season's schedule, when each viewer may see it */
    readonly sentAt: number,
    readonly moment: ChatMoment | null,
  ) {}
}

/** The commissioner hid a message (after commit): viewers who hold it show "hidden by the commissioner". */
export class ChatMessageHidden {
  constructor(
    readonly leagueId: string,
    readonly messageId: string,
  ) {}
}

/** A person set or took back a reaction to a happening (after commit). */
export class ReactionChanged {
  constructor(
    readonly leagueId: string,
    readonly season: number,
    readonly happeningId: number,
    readonly sentAt: number,
    readonly moment: ChatMoment | null,
  ) {}
}

/**
 * What the fan-out asks of the chat capability (the chat module provides it; the fan-out injects the abstract class).
 * Every answer is already shielded for `viewer` at `now`.
 */
export abstract class ChatReadModel {
  /** whether this caller may read the league's chat (a member, its commissioner, the admin, or anyone when open) */
  abstract mayRead(caller: Caller, leagueId: string): Promise<boolean>;
  /**
   * Messages of the league already sent but not yet visible to `viewer` at `now`, with when each becomes visible
   * (ms): a process that starts serving a shield group releases them when their time comes.
   */
  abstract heldFor(
    leagueId: string,
    viewer: ChatViewer,
    now: number,
  ): Promise<Array<{ message: ChatMessage; visibleAt: number }>>;
  /** The schedule (episode -> ISO air time) of a season, for `chatVisibleAt`. */
  abstract scheduleOf(season: number): Promise<Readonly<Record<string, string>>>;
  /** The counts of these happenings' reactions as `viewer` may see them at `now`. */
  abstract reactionCounts(
    leagueId: string,
    season: number,
    happeningIds: number[],
    viewer: ChatViewer,
    now: number,
  ): Promise<Map<number, ReactionCounts>>;
}
