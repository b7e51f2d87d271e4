import { NewEvent } from './stored-event';

/**
 * Emmett's decider: rules as pure functions. `decide` turns a command and the current state into events or
 * throws a DomainError; `evolve` folds one event into the state. No I/O, so rules are unit-tested in milliseconds.
 */
export interface Decider<State, Command, Event extends NewEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export function fold<State, Event extends NewEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: ReadonlyArray<Event>,
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}
