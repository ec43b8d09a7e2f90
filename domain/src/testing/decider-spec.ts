import { expect } from 'vitest';
import type { Command } from '../shared/command';
import { fold, type Decider } from '../shared/decider';
import { isDomainError, type DomainError, type DomainErrorKind } from '../shared/domain-error';
import type { Event } from '../shared/event';

export interface DeciderThen<Evt extends Event> {
  /** Asserts the command is accepted and yields exactly these events. */
  then: (expectedEvents: readonly Evt[]) => void;
  /** Asserts the command is refused with a DomainError of this code; returns it for further checks. */
  thenFails: (code: string, kind?: DomainErrorKind) => DomainError;
}

export interface DeciderWhen<Cmd extends Command, Evt extends Event> {
  when: (command: Cmd) => DeciderThen<Evt>;
}

export interface DeciderSpecification<Cmd extends Command, Evt extends Event> {
  given: (events: readonly Evt[]) => DeciderWhen<Cmd, Evt>;
}

const refusalOf = (decide: () => unknown): unknown => {
  try {
    const accepted = decide();
    return { acceptedWith: accepted };
  } catch (error) {
    return error;
  }
};

/** Given (past events) / When (command) / Then (new events or a refusal), for any decider. */
export const deciderSpec = <State, Cmd extends Command, Evt extends Event>(
  decider: Decider<State, Cmd, Evt>,
): DeciderSpecification<Cmd, Evt> => ({
  given: (events) => ({
    when: (command) => {
      const decide = () => decider.decide(command, fold(decider, events));
      return {
        then: (expectedEvents) => {
          expect(decide()).toEqual(expectedEvents);
        },
        thenFails: (code, kind) => {
          const outcome = refusalOf(decide);
          expect(outcome, 'expected the command to be refused with a DomainError').toSatisfy(isDomainError);
          const error = outcome as DomainError;
          expect(error.code).toBe(code);
          if (kind !== undefined) expect(error.kind).toBe(kind);
          return error;
        },
      };
    },
  }),
});
