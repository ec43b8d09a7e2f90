import type { AnyRecordType, Command, RecordFacts } from '@careledger/domain';
import type { z } from 'zod';
import type { Actor } from '@careledger/http';
import type { CommandInfrastructure } from '../infrastructure';

export interface StepContext {
  readonly infrastructure: CommandInfrastructure;
  readonly actor: Actor;
  readonly recordId: string;
}

/** What a step reserved before the append: undone if the append fails. */
export interface Reservation {
  undo?: () => Promise<void>;
}

/**
 * The declared special cases of one command: where a command needs more than the record's own
 * stream (a subscription reads its product's price, a card batch claims its charges, an account
 * keeps its sign-in row in step). Each hook runs at its fixed place in the pipeline, never
 * instead of it. One instance serves one command, so a hook may keep what an earlier one read.
 */
export interface CommandSteps {
  /** The client's body, when it differs from the record's own create body. */
  readonly request?: z.ZodType;
  /** Turns the client's parsed body into the record's body: reads the records it refers to. */
  recordBodyOf?(parsed: never, context: StepContext): unknown;
  /** The record's id, when the request itself names it (a payment's period). */
  recordIdOf?(parsed: never): string | undefined;
  /** After the decision, before the append: claim or reserve what the events rely on. */
  beforeAppend?(context: StepContext, decided: { command: Command; facts: RecordFacts }): Promise<Reservation>;
  /**
   * After the append: bring what lives beside the event store in step. Answers extra fields,
   * once: a retry with the request's Idempotency-Key gets only the accepted record.
   */
  afterAppend?(context: StepContext, appended: { state: unknown; events: readonly { type: string }[] }): Promise<Record<string, unknown> | void>;
}

export type CommandStepsFactory = () => CommandSteps;

/** `<category>.<action>` (or `<category>.*` for every action) to the steps it declares. */
export type StepRegistry = Readonly<Record<string, CommandStepsFactory>>;

export const stepsFor = (registry: StepRegistry, recordType: AnyRecordType, action: string): CommandSteps => {
  const factory = registry[`${recordType.category}.${action}`] ?? registry[`${recordType.category}.*`];
  return factory ? factory() : {};
};
