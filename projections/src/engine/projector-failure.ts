import { isConnectionLoss, type RecordedEvent, type SqlExecutor } from '@careledger/storage';
import { CheckpointMoved } from './apply-batch';

/** The event a projector could not apply, when the failed batch tells which one it was. */
export interface FailedEvent {
  position: number;
  type: string;
}

/** Why a projector stopped advancing: kept in `projection_failures` for whoever reads the status. */
export interface ProjectorFailure {
  projector: string;
  message: string;
  /** Null until a retry has isolated the event (a batch of one handled event names it at once). */
  event: FailedEvent | null;
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The event to blame for a failed batch: only the one event the projector handled in it, and
 * never for a lost connection or a moved checkpoint, which no event caused.
 */
export const failedEventOf = (error: unknown, handled: readonly RecordedEvent[]): FailedEvent | null => {
  const [only, ...others] = handled;
  if (!only || others.length > 0 || error instanceof CheckpointMoved || isConnectionLoss(error)) return null;
  return { position: only.globalPosition, type: only.type };
};

/** One line for a log: which read model, at which event, and why. */
export const describeFailure = ({ projector, message, event }: ProjectorFailure): string =>
  event === null
    ? `Projector ${projector} failed: ${message}; retrying`
    : `Projector ${projector} failed at position ${event.position} (${event.type}): ${message}; retrying`;

export const recordFailure = async (executor: SqlExecutor, { projector, message, event }: ProjectorFailure): Promise<void> => {
  await executor.query(
    `INSERT INTO projection_failures (projector, message, position, event_type, failed_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (projector) DO UPDATE SET message = excluded.message, position = excluded.position,
       event_type = excluded.event_type, failed_at = excluded.failed_at`,
    [projector, message, event?.position ?? null, event?.type ?? null],
  );
};

export const clearFailure = async (executor: SqlExecutor, projector: string): Promise<void> => {
  await executor.query('DELETE FROM projection_failures WHERE projector = $1', [projector]);
};
