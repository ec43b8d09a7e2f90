import type { AuditEventAnswer, StateAsOfAnswer } from '@careledger/domain';
import { api } from './client';
import type { Page, SortDirection } from './types';

/** One event of the global log, as `GET /api/audit/events` answers it: a history entry that names its stream. */
export type AuditEvent = AuditEventAnswer;

export interface AuditFilter {
  /** Exact stream id, e.g. `patient-<uuid>`. */
  stream?: string | undefined;
  /** The stream id's prefix before its first dash, e.g. `patient`. */
  category?: string | undefined;
  /** Event type, e.g. `PatientRegistered`. */
  type?: string | undefined;
  /** The acting user's id. */
  actor?: string | undefined;
  /** ISO instants bounding the events' occurredAt, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

export type AuditSortField = 'position';

export interface AuditListParams extends AuditFilter {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: { field: AuditSortField; direction: SortDirection };
}

/** A record as it stood at an instant: `GET /api/<resource>/{id}/state?asOf=`. */
export type RecordStateAsOf = StateAsOfAnswer;

export const auditApi = {
  events: (params: AuditListParams, signal?: AbortSignal) =>
    api.get<Page<AuditEvent>>('/api/audit/events', {
      signal,
      query: {
        page: params.page,
        pageSize: params.pageSize,
        sort: `${params.sort.field}:${params.sort.direction}`,
        stream: params.stream,
        category: params.category,
        type: params.type,
        actor: params.actor,
        from: params.from,
        to: params.to,
      },
    }),

  /** `statePath` is the record's own path, e.g. `/api/patients/<id>/state`. */
  stateAsOf: (statePath: string, asOf: string, signal?: AbortSignal) => api.get<RecordStateAsOf>(statePath, { signal, query: { asOf } }),
};
