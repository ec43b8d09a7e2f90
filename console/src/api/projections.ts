import { api } from './client';

export type RebuildStatus = 'running' | 'completed' | 'failed';

/** A read model's last (or running) rebuild: how far its replay got out of how many events. */
export interface ProjectionRebuild {
  status: RebuildStatus;
  position: number;
  head: number;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
}

/** One read model as `GET /api/admin/projections` answers it. */
export interface ProjectionStatus {
  name: string;
  /** The last event its live tables have applied. */
  position: number;
  /** Events in the store it has not applied yet. */
  lag: number;
  /** Null when it was never rebuilt. */
  rebuild: ProjectionRebuild | null;
}

export interface ProjectionStatusList {
  /** The store's last position, which `lag` is measured against. */
  head: number;
  data: ProjectionStatus[];
}

/** `POST /api/admin/projections/{name}/rebuild` answers 202 as soon as the rebuild is queued. */
export interface RebuildAccepted {
  projector: string;
  jobId: string;
  status: 'queued';
}

export const projectionsApi = {
  list: (signal?: AbortSignal) => api.get<ProjectionStatusList>('/api/admin/projections', { signal }),

  rebuild: (name: string, idempotencyKey: string) =>
    api.post<RebuildAccepted>(`/api/admin/projections/${encodeURIComponent(name)}/rebuild`, undefined, { idempotencyKey }),
};
