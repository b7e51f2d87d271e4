import { Decider, fold } from './decider';
import { CommandTransaction } from './event-store.service';
import { EventMetadata, NewEvent, StoredEvent, StreamId } from './stored-event';

/** The thin command handler body: load the stream, fold it, decide, append with the expected version. */
export async function decideAndAppend<State, Command, Event extends NewEvent>(
  tx: CommandTransaction,
  streamId: StreamId<Event>,
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: EventMetadata,
): Promise<StoredEvent<Event>[]> {
  const history = await tx.readStream(streamId);
  const state = fold(decider, history);
  const events = decider.decide(command, state);
  return tx.append(streamId, history.length, events, metadata);
}
