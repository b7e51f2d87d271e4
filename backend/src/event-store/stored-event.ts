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

export interface StoredEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  position: number;
  streamId: string;
  streamVersion: number;
  metadata: EventMetadata;
  occurredAt: Date;
}
