import type { SqlDatabase } from '../sql/sql-database';
import {
  IdempotencyKeyUsed,
  WrongExpectedVersion,
  type AppendOptions,
  type AppendResult,
  type ExpectedVersion,
  type NewEvent,
} from './event-store';
import { validateAppend } from './append-validation';
import { groupCommitLane } from './group-commit-lane';
import { commitIsolatingFailures, type GroupedAppend, type GroupOutcome, type StreamHead } from './sql-append-group';

// PGlite is one connection: a second group could only wait in its queue.
const GROUPS_IN_FLIGHT = { postgres: 2, pglite: 1 } as const;
// Bounds one statement's JSON; a larger single append still goes, alone.
const EVENTS_PER_GROUP = 5_000;

export type Append = (streamId: string, events: readonly NewEvent[], expected: ExpectedVersion, options?: AppendOptions) => Promise<AppendResult>;

/**
 * Appends through one group-commit lane per store: every append waiting when the lane is free
 * commits in one transaction, and each caller gets its own answer.
 */
export const sqlAppender = (db: SqlDatabase): Append => {
  const commit = groupCommitLane<GroupedAppend, GroupOutcome>(commitIsolatingFailures(db), {
    maxGroupsInFlight: GROUPS_IN_FLIGHT[db.kind],
    maxGroupSize: EVENTS_PER_GROUP,
    sizeOf: (append) => append.events.length,
    // The group's statement judges each append against the stored stream and keys, not its neighbours.
    exclusiveKeysOf: ({ streamId, idempotency }) => (idempotency ? [streamId, `${idempotency.actorId}\u0000${idempotency.key}`] : [streamId]),
  });

  return async (streamId, events, expected, { idempotency, head } = {}) => {
    validateAppend(streamId, events, expected);
    const attempt = async (head: StreamHead | undefined): Promise<AppendResult> => {
      const outcome = await commit({ streamId, events, expected, head, idempotency });
      switch (outcome.kind) {
        case 'appended':
          return outcome.result;
        case 'conflict':
          throw new WrongExpectedVersion(streamId, expected, outcome.actualVersion);
        case 'key_used':
          throw new IdempotencyKeyUsed(outcome.actorId, outcome.key);
        case 'stale':
          return attempt(outcome.head);
        case 'failed':
          throw outcome.error;
        default: {
          const unknown: never = outcome;
          throw new Error(`Unknown append outcome ${JSON.stringify(unknown)}.`);
        }
      }
    };
    return attempt(head);
  };
};
