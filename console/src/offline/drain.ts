import { isApiError, isUnanswered, type CommandResult } from '../api';
import type { OutboxEntry, OutboxOutcome } from './outbox';

export interface DrainPorts {
  /** The user's kept commands, in the order they were made. */
  commands(): Promise<OutboxEntry[]>;
  save(entry: OutboxEntry): Promise<void>;
  send(entry: OutboxEntry): Promise<CommandResult>;
  /**
   * Before a first try: the same change made meanwhile by someone else (a dose recorded by a
   * colleague), as the record now is, or null when there is none.
   */
  madeMeanwhile(entry: OutboxEntry): Promise<unknown>;
  /** After a 409: the record as it now is, for the review; null if it cannot be read. */
  current(entry: OutboxEntry): Promise<unknown>;
}

export type DrainResult =
  /** Every waiting command has its outcome. */
  | 'done'
  /** The server could not be reached or could not answer: the rest wait, in order, for the next try. */
  | 'unreachable'
  /** The session has ended: they wait for the user to sign in again. */
  | 'signed-out';

/** Answers that say nothing about the command: it waits and is sent again with the same key. */
const isPassing = (error: unknown): boolean =>
  !isApiError(error) || isUnanswered(error) || error.code === 'ERR_CANCELED' || (error.status ?? 0) >= 500;

const refusal = (error: unknown): string => {
  if (!isApiError(error)) return String(error);
  const fields = error.fieldErrors.map((field) => field.message);
  return [error.serverMessage ?? error.message, ...fields].join(' ');
};

/**
 * Sends the waiting commands one at a time, oldest first, each with its own key. A refusal or a
 * conflict is that command's answer and the next one goes; a passing failure stops the run so no
 * later command overtakes an earlier one.
 */
export const drain = async (ports: DrainPorts): Promise<DrainResult> => {
  for (const entry of await ports.commands()) {
    if (entry.outcome.status !== 'waiting') continue;
    if (!entry.tried) {
      const meanwhile = await ports.madeMeanwhile(entry).catch(() => null);
      if (meanwhile !== null) {
        await ports.save({ ...entry, outcome: { status: 'conflict', expectedVersion: null, actualVersion: null, current: meanwhile } });
        continue;
      }
      await ports.save({ ...entry, tried: true });
    }
    let outcome: OutboxOutcome;
    try {
      const result = await ports.send(entry);
      outcome = { status: 'accepted', version: result.version };
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 419)) return 'signed-out';
      if (isPassing(error)) return 'unreachable';
      outcome =
        isApiError(error) && error.status === 409
          ? { status: 'conflict', expectedVersion: error.conflict?.expectedVersion ?? null, actualVersion: error.conflict?.actualVersion ?? null, current: await ports.current(entry).catch(() => null) }
          : { status: 'refused', reason: refusal(error) };
    }
    await ports.save({ ...entry, tried: true, outcome });
  }
  return 'done';
};
