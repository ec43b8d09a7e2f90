import type { FailedEvent } from './projector-failure';

export type ProjectorStatus = 'starting' | 'rebuilding' | 'catching_up' | 'live' | 'retrying' | 'stopped';

export interface ProjectorProgress {
  projector: string;
  status: ProjectorStatus;
  /** The checkpoint: every event up to here is in the read model. */
  position: number;
  head: number;
  lastError: string | null;
  /** The event it could not apply, once known; null while it is well or the batch held several. */
  failedPosition: number | null;
  failedEventType: string | null;
}

/** What the worker knows of one projector between batches. */
export interface RunState {
  status: ProjectorStatus;
  head: number;
  lastError: string | null;
  failedEvent: FailedEvent | null;
  /** After a failed batch, its events are retried one by one up to here, to find the one that fails. */
  isolateUntil: number;
  failures: number;
}

export const initialState = (): RunState => ({ status: 'starting', head: 0, lastError: null, failedEvent: null, isolateUntil: 0, failures: 0 });

export const progressOf = (projector: string, state: RunState, position: number, head: number): ProjectorProgress => ({
  projector,
  status: state.status,
  position,
  head,
  lastError: state.lastError,
  failedPosition: state.failedEvent?.position ?? null,
  failedEventType: state.failedEvent?.type ?? null,
});
