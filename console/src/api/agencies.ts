import type { AgencyAddress, AgencyAnswer, AgencyStandingId } from '@careledger/domain';
import { api } from './client';
import type { CommandResult, Page, SortDirection } from './types';

/** One agency of the directory, as `GET /api/agencies` and `GET /api/agencies/{id}` answer it. */
export type Agency = AgencyAnswer;

export type AgencySortField = 'name' | 'createdAt' | 'updatedAt';

export interface AgencyListParams {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: { field: AgencySortField; direction: SortDirection };
  /** The name starts with it. */
  search?: string | undefined;
  standing?: number | undefined;
}

export interface AgencyActionBodies {
  'change-standing': { expectedVersion: number; level: AgencyStandingId; reason: string };
  reinstate: { expectedVersion: number; reason: string };
  'update-profile': { expectedVersion: number; name?: string; email?: string; phone?: string | null; address?: AgencyAddress };
  'set-care-types': { expectedVersion: number; careServiceIds: number[] };
  'set-internal': { expectedVersion: number; isInternal: boolean };
}

export type AgencyCommand = { [A in keyof AgencyActionBodies]: { action: A; body: AgencyActionBodies[A] } }[keyof AgencyActionBodies];

const one = (id: string) => `/api/agencies/${encodeURIComponent(id)}`;

export const agenciesApi = {
  list: (params: AgencyListParams, signal?: AbortSignal) =>
    api.get<Page<Agency>>('/api/agencies', {
      signal,
      query: { page: params.page, pageSize: params.pageSize, sort: `${params.sort.field}:${params.sort.direction}`, search: params.search, standing: params.standing },
    }),

  get: (id: string, signal?: AbortSignal) => api.get<Agency>(one(id), { signal }),

  act: (id: string, { action, body }: AgencyCommand, idempotencyKey?: string) =>
    api.post<CommandResult>(`${one(id)}/${action}`, body, idempotencyKey === undefined ? {} : { idempotencyKey }),
};
