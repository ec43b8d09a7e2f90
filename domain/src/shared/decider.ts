import type { Command } from './command';
import type { Event } from './event';

/**
 * The decider pattern: fold past events into state, decide new events from a command.
 * `decide` throws a DomainError when the command is refused.
 */
export interface Decider<State, Cmd extends Command, Evt extends Event> {
  initialState: () => State;
  evolve: (state: State, event: Evt) => State;
  decide: (command: Cmd, state: State) => Evt[];
}

export const fold = <State, Evt extends Event>(
  decider: Pick<Decider<State, never, Evt>, 'initialState' | 'evolve'>,
  events: readonly Evt[],
): State => events.reduce(decider.evolve, decider.initialState());

export const assertNever = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
};
