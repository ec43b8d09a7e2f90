import { z } from 'zod';
import type { Actor } from '../policy/actor';
import type { RecordFacts } from '../policy/resource';
import type { Command, CommandMetadata } from '../shared/command';
import type { Decider } from '../shared/decider';
import type { Event } from '../shared/event';
import { ruleMessage } from '../shared/validation';

/** The version the client last read: the command is refused if the stream has moved since. */
export const expectedVersionField = z
  .int({ error: ruleMessage('must be an integer greater than or equal to 0') })
  .min(0, { error: 'must be an integer greater than or equal to 0' });

/** How one HTTP body becomes one command of an aggregate. */
export interface RecordRequest<Cmd extends Command> {
  /** The strict body schema; actions on an existing record include `expectedVersion`. */
  readonly body: z.ZodType;
  /** False for an action whose body carries no `expectedVersion` (see `unversionedAction`). */
  readonly versioned?: boolean;
  /** An action that creates the record under an id the caller chose (`POST .../{id}/request`). */
  readonly creates?: boolean;
  readonly toCommand: (recordId: string, body: never, metadata: CommandMetadata, actor: Actor) => Cmd;
}

/** A create: the body's own fields, nothing else (the id comes from the server). */
export const creation = <Shape extends z.ZodRawShape, Cmd extends Command>(
  shape: Shape,
  toCommand: (recordId: string, body: z.output<z.ZodObject<Shape, z.core.$strict>>, metadata: CommandMetadata, actor: Actor) => Cmd,
): RecordRequest<Cmd> => ({ body: z.strictObject(shape), versioned: false, toCommand: toCommand });

/** An action on an existing record: `expectedVersion` plus the action's own fields. */
export const action = <Shape extends z.ZodRawShape, Cmd extends Command>(
  shape: Shape,
  toCommand: (
    recordId: string,
    body: z.output<z.ZodObject<Shape, z.core.$strict>> & { expectedVersion: number },
    metadata: CommandMetadata,
    actor: Actor,
  ) => Cmd,
): RecordRequest<Cmd> => ({
  body: z.strictObject({ expectedVersion: expectedVersionField, ...shape }),
  toCommand: toCommand,
});

/**
 * An action that does not depend on the state a client read (a view to log, say): no
 * `expectedVersion`, appended after whatever the stream holds.
 */
export const unversionedAction = <Shape extends z.ZodRawShape, Cmd extends Command>(
  shape: Shape,
  toCommand: (recordId: string, body: z.output<z.ZodObject<Shape, z.core.$strict>>, metadata: CommandMetadata, actor: Actor) => Cmd,
): RecordRequest<Cmd> => ({ body: z.strictObject(shape), versioned: false, toCommand: toCommand });

/**
 * Everything the command edge needs to serve one aggregate generically: how bodies become
 * commands, how a stream is named, and what the policy must know of a record.
 */
export interface RecordType<State, Cmd extends Command, Evt extends Event, Action extends string = string> {
  /** Stream category (`<category>-<id>`) and policy category (`<category>.<action>`). */
  readonly category: string;
  /** How a person names one, in messages: "referral", "hub note". */
  readonly noun: string;
  readonly decider: Decider<State, Cmd, Evt>;
  readonly exists: (state: State) => boolean;
  readonly create: RecordRequest<Cmd>;
  readonly actions: Readonly<Record<Action, RecordRequest<Cmd>>>;
  /**
   * What the policy must know of an existing record. The id is there for a record whose id says
   * whose it is (an owner's saved questions, under the owner's user id); every caller that reads a
   * record for the policy passes it.
   */
  readonly factsOf: (state: State, recordId?: string) => RecordFacts;
  /** What the policy must know of a record about to be created, from its creating command. */
  readonly factsOfCreation: (command: Cmd) => RecordFacts;
  /**
   * Logs kept beside the record, by the action that writes each one (`{ log: 'noteview' }`): that
   * action is decided on the record as it is, but its events go to `<log category>-<id>`, after
   * whatever the log holds, so they never move the version the record's own commands name.
   */
  readonly logs?: Readonly<Partial<Record<Action, string>>>;
}

/** A record type whose state and command types are erased: for registries and generic handlers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRecordType = RecordType<any, any, any, string>;

export const streamIdOf = (type: Pick<AnyRecordType, 'category'>, recordId: string): string => `${type.category}-${recordId}`;

/** The log stream `action` writes beside the record, if it writes one (see `RecordType.logs`). */
export const logStreamIdOf = (type: AnyRecordType, action: string, recordId: string): string | undefined => {
  const category = Object.hasOwn(type.logs ?? {}, action) ? type.logs?.[action] : undefined;
  return category === undefined ? undefined : `${category}-${recordId}`;
};

/** Every log stream kept beside one record: its history shows their events with its own. */
export const logStreamIdsOf = (type: AnyRecordType, recordId: string): string[] =>
  Object.values(type.logs ?? {}).flatMap((category) => (category === undefined ? [] : [`${category}-${recordId}`]));

export const recordActionNames = (type: AnyRecordType): string[] => Object.keys(type.actions);

/** The request that serves `action` on this record type (`create` included); undefined for an action it does not know. */
export const recordRequestOf = (type: AnyRecordType, action: string): RecordRequest<Command> | undefined =>
  action === 'create' ? type.create : Object.hasOwn(type.actions, action) ? type.actions[action] : undefined;

/** Whether `action` brings the record into being: `create`, or an action declared as creating (`request`). */
export const createsRecord = (type: AnyRecordType, action: string): boolean => action === 'create' || recordRequestOf(type, action)?.creates === true;
