import { expect } from 'vitest';
import { DomainError } from '../common/domain-error';
import { Decider, fold } from './decider';
import { NewEvent } from './stored-event';

/**
 * Given events / When command / Then events or error — Emmett's test form for deciders, in a few lines.
 * Only imported by `*.spec.ts` files.
 */
export function deciderSpec<State, Command, Event extends NewEvent>(decider: Decider<State, Command, Event>) {
  return {
    given: (events: Event[]) => ({
      when: (command: Command) => {
        const run = () => decider.decide(command, fold(decider, events));
        return {
          thenEmits: (expected: Event[]) => expect(run()).toEqual(expected),
          thenThrows: (status: number, message: string) => {
            let thrown: unknown;
            try {
              run();
            } catch (error) {
              thrown = error;
            }
            expect(thrown).toBeInstanceOf(DomainError);
            expect((thrown as DomainError).status).toBe(status);
            expect((thrown as DomainError).message).toBe(message);
          },
        };
      },
    }),
  };
}
