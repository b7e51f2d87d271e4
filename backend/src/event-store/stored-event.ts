/** An event about to be appended: a past-tense fact with a stable type name (it lives in the database forever). */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** Who asked for the change and under which client command id. */
export interface EventMetadata {
  actor: string;
  commandId?: string;
  [key: string]: unknown;
}

/** What the store adds to an event when it keeps it: where and when. */
export interface StoredEventEnvelope {
  position: number;
  streamId: string;
  streamVersion: number;
  metadata: EventMetadata;
  occurredAt: Date;
}

/**
 * An event as stored, of one of the events `E` (a feature's union such as `LeagueEvent`). The intersection
 * distributes over the union, so testing `type` narrows `data`: `if (e.type === 'MemberJoined') e.data.userName`.
 */
export type StoredEvent<E extends NewEvent = NewEvent> = E & StoredEventEnvelope;

declare const streamEvents: unique symbol;

/**
 * A stream's id, naming the kind of events the stream holds (`StreamId<LeagueEvent>`): reading it answers those
 * events typed, appending to it takes only those. Made by each feature's `*StreamId` function.
 */
export type StreamId<E extends NewEvent> = string & { readonly [streamEvents]: E };

/** The id of a stream of events `E`: only the functions that name a feature's streams call it. */
export const streamOf = <E extends NewEvent>(id: string) => id as StreamId<E>;

/**
 * The events of one type among those a decision emitted, typed by it: a handler answers from what it appended
 * (a decider's events are its stream's union; the handler knows which of them its command emits).
 */
export const eventsOfType = <E extends NewEvent, Type extends E['type']>(
  events: readonly StoredEvent<E>[],
  type: Type,
): StoredEvent<Extract<E, { type: Type }>>[] =>
  events.filter((event): event is StoredEvent<Extract<E, { type: Type }>> => event.type === type);
