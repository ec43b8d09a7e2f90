import type { HostLeadAction, HostLeadAnswer, HostLeadStatusId, LeadLocationId, ProductId } from '@careledger/domain';
import { api } from './client';
import type { Collection, CommandResult, HistoryEntry, Page, SortDirection } from './types';

/**
 * DESIGN.md section 5: one path for the admin listing call and the console page. The call is
 * answered as JSON because the client sends `X-Requested-With`.
 */
export const HOST_LEADS_PATH = '/admin/shared-living/host-leads';

/** One host lead, as the admin listing answers it. */
export type HostLead = HostLeadAnswer;

export type HostLeadSortField = 'createdAt' | 'updatedAt' | 'status' | 'contactName';

export interface HostLeadListParams {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: { field: HostLeadSortField; direction: SortDirection };
  status?: HostLeadStatusId | undefined;
  leadLocationId?: LeadLocationId | undefined;
  productId?: ProductId | undefined;
  /** Start of the contact name, any case. */
  search?: string | undefined;
}

export interface HostLeadActionBodies {
  qualify: { expectedVersion: number };
  convert: { expectedVersion: number; hubId: string };
  reject: { expectedVersion: number; reason: string };
}

/** An action and its body, kept together so a caller cannot send one action's body to another. */
export type HostLeadActionCommand = { [A in HostLeadAction]: { action: A; body: HostLeadActionBodies[A] } }[HostLeadAction];

export interface NewHostLead {
  leadLocationId: LeadLocationId;
  contactName: string;
  email: string;
  phone?: string | null;
  city?: string;
  productId: ProductId;
  notes?: string;
}

const one = (id: string) => `/api/host-leads/${encodeURIComponent(id)}`;

export const hostLeadsApi = {
  list: (params: HostLeadListParams, signal?: AbortSignal) =>
    api.get<Page<HostLead>>(HOST_LEADS_PATH, {
      signal,
      query: {
        page: params.page,
        pageSize: params.pageSize,
        sort: `${params.sort.field}:${params.sort.direction}`,
        status: params.status,
        leadLocationId: params.leadLocationId,
        productId: params.productId,
        search: params.search,
      },
    }),

  /** Every event of one lead, from the event store: the query side serves no single host lead otherwise. */
  history: (id: string, signal?: AbortSignal) => api.get<Collection<HistoryEntry>>(`${one(id)}/history`, { signal }),

  /** A lead left through a public form (`POST /api/host-leads`); anyone signed in may leave one. */
  create: (body: NewHostLead, idempotencyKey: string) => api.post<CommandResult>('/api/host-leads', body, { idempotencyKey }),

  act: (id: string, { action, body }: HostLeadActionCommand, idempotencyKey?: string) =>
    api.post<CommandResult>(`${one(id)}/${action}`, body, idempotencyKey === undefined ? {} : { idempotencyKey }),
};
