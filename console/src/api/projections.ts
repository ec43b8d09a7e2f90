import type { ProjectionRebuildAnswer, ProjectionStatusAnswer, ProjectionStatusListAnswer } from '@careledger/domain';
import { api } from './client';

/** Every read model as `GET /api/admin/projections` answers it, and the store's last position. */
export type ProjectionStatusList = ProjectionStatusListAnswer;

/** One read model: how far it has read, how far behind it is, its last rebuild. */
export type ProjectionStatus = ProjectionStatusAnswer;

/** A read model's last (or running) rebuild: how far its replay got out of how many events. */
export type ProjectionRebuild = ProjectionRebuildAnswer;

export type { RebuildStatus } from '@careledger/domain';

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
