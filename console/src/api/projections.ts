import type { ProjectionRebuildAnswer, ProjectionStatusAnswer, ProjectionStatusListAnswer } from '@careledger/domain';
import { api } from './client';

/** A read model's last (or running) rebuild: how far its replay got out of how many events. */
export type ProjectionRebuild = ProjectionRebuildAnswer;
export type RebuildStatus = ProjectionRebuild['status'];
/** One read model as `GET /api/admin/projections` answers it, its projector's failure included. */
export type ProjectionStatus = ProjectionStatusAnswer;
export type ProjectionStatusList = ProjectionStatusListAnswer;

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
