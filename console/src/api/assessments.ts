import { api } from './client';
import type {
  Assessment,
  AssessmentAction,
  AssessmentActionBody,
  AssessmentListParams,
  AssessmentStatusEntry,
  Collection,
  CommandResult,
  HistoryEntry,
  NewAssessment,
  Page,
} from './types';

const one = (id: string) => `/api/assessments/${encodeURIComponent(id)}`;

export const assessmentsApi = {
  statuses: (signal?: AbortSignal) => api.get<Collection<AssessmentStatusEntry>>('/api/assessment-statuses', { signal }),

  list: (params: AssessmentListParams, signal?: AbortSignal) =>
    api.get<Page<Assessment>>('/api/assessments', {
      signal,
      query: {
        page: params.page,
        pageSize: params.pageSize,
        sort: `${params.sort.field}:${params.sort.direction}`,
        status: params.status,
      },
    }),

  /** With `asOf`, the record as it was at that instant (404 when it did not exist yet). */
  get: (id: string, asOf: string | undefined, signal?: AbortSignal) => api.get<Assessment>(one(id), { signal, query: { asOf } }),

  history: (id: string, signal?: AbortSignal) => api.get<Collection<HistoryEntry>>(`${one(id)}/history`, { signal }),

  create: (input: NewAssessment, idempotencyKey?: string) =>
    api.post<CommandResult>('/api/assessments', input, idempotencyKey === undefined ? {} : { idempotencyKey }),

  act: (id: string, action: AssessmentAction, body: AssessmentActionBody, idempotencyKey?: string) =>
    api.post<CommandResult>(`${one(id)}/${action}`, body, idempotencyKey === undefined ? {} : { idempotencyKey }),
};
