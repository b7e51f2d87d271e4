import { EntityManager } from 'typeorm';
import { NewEvent, StoredEvent } from './stored-event';

/** What a projection reports back so it can be pushed after commit (e.g. changed standings rows). */
export interface ProjectionContext {
  manager: EntityManager;
  /** Queue a notification; it is published on the CQRS EventBus only after the transaction commits. */
  afterCommit(notification: object): void;
  /**
   * True while a rebuild replays the log: the read tables are being refilled, nothing new happened. A projection
   * that also records intents (a push notification a fact causes) records none then.
   */
  replaying?: boolean;
}

/**
 * A read model fed by events, in the same transaction as the append (a 2xx answer means the read side
 * already shows it). `readTables` are emptied by a rebuild before all events are replayed.
 * `E`: the events it handles. The registry passes it only events whose type is in `handles`: that routing is what
 * lets `apply` take them typed.
 */
export interface Projection<E extends NewEvent = NewEvent> {
  readonly name: string;
  readonly readTables: readonly string[];
  /**
   * Projections run in ascending stage for each event: stage 1 keeps plain tables (leagues, castaways, drafts,
   * scores); stage 2 derives from them (standings). Default 1.
   */
  readonly stage?: number;
  /** The types of the events it handles; every other event passes it by. */
  readonly handles: ReadonlySet<E['type']>;
  apply(event: StoredEvent<E>, context: ProjectionContext): Promise<void>;
  /**
   * Optional: applies a batch of events of distinct streams at once (a rush of picks), in fewer statements than one
   * `apply` each. Without it, each event is applied in turn.
   */
  applyAll?(events: readonly StoredEvent<E>[], context: ProjectionContext): Promise<void>;
}
