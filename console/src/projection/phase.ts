import type { ProjectionStatus } from '../api';

/**
 * A rebuild this screen asked for, with the start time of the rebuild the row showed then: the
 * status only learns of a queued job once a worker starts it, so until a newer start appears
 * the row is waiting in the queue rather than done.
 */
export interface RebuildRequest {
  previousStartedAt: string | null;
}

export type RebuildRequests = Readonly<Partial<Record<string, RebuildRequest>>>;

export type RebuildPhase =
  | { kind: 'never' }
  | { kind: 'queued' }
  | { kind: 'running'; position: number; head: number }
  | { kind: 'completed'; position: number; finishedAt: string | null }
  | { kind: 'failed'; finishedAt: string | null; error: string | null };

export const phaseOf = (model: ProjectionStatus, request: RebuildRequest | undefined): RebuildPhase => {
  const { rebuild } = model;
  if (request !== undefined && (rebuild === null || rebuild.startedAt === request.previousStartedAt)) return { kind: 'queued' };
  if (rebuild === null) return { kind: 'never' };
  switch (rebuild.status) {
    case 'running':
      return { kind: 'running', position: rebuild.position, head: rebuild.head };
    case 'completed':
      return { kind: 'completed', position: rebuild.position, finishedAt: rebuild.finishedAt };
    case 'failed':
      return { kind: 'failed', finishedAt: rebuild.finishedAt, error: rebuild.error };
    default: {
      const unknown: never = rebuild.status;
      throw new Error(`Unknown rebuild status ${String(unknown)}`);
    }
  }
};

export const isBusy = (phase: RebuildPhase): boolean => phase.kind === 'queued' || phase.kind === 'running';

/** Whether the status is worth reading again soon: some rebuild is queued or replaying. */
export const anyBusy = (models: readonly ProjectionStatus[] | undefined, requests: RebuildRequests): boolean =>
  (models ?? []).some((model) => isBusy(phaseOf(model, requests[model.name])));

/** How much of the replay is done, 0 to 1; an empty store is done at once. */
export const progressRatio = (position: number, head: number): number => (head <= 0 ? 1 : Math.min(1, Math.max(0, position / head)));
