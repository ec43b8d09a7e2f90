import type { ReferralAnswer, ReferralCloseReasonId, ReferralMilestone, ReferralRecordAction } from '@careledger/domain';
import { api } from './client';
import type { CommandResult, Page, SortDirection } from './types';

/** One shared-living referral, as `GET /api/referrals` and `GET /api/referrals/{id}` answer it. */
export type Referral = ReferralAnswer;

export type ReferralSortField = 'openedOn' | 'updatedAt' | 'status';

export interface ReferralListParams {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: { field: ReferralSortField; direction: SortDirection };
  status?: number | undefined;
  hubId?: string | undefined;
  patientId?: string | undefined;
  /** Opened on or after this day, YYYY-MM-DD. */
  from?: string | undefined;
  /** Opened on or before this day, YYYY-MM-DD. */
  to?: string | undefined;
}

export type ReferralAction = ReferralRecordAction;

/** The body of `POST /api/referrals`: a partner refers for its own partner, an administrator names one. */
export interface NewReferral {
  patientId: string;
  hubId?: string | null;
  partnerId?: string;
}

export interface ReferralActionBodies {
  hold: { expectedVersion: number; reason: string };
  unhold: { expectedVersion: number };
  close: { expectedVersion: number; reasonId: ReferralCloseReasonId; comment: string | null; dischargeDate: string };
  milestones: { expectedVersion: number; milestone: ReferralMilestone; date: string };
}

/** An action and its body, kept together so a caller cannot send one action's body to another. */
export type ReferralCommand = { [A in ReferralAction]: { action: A; body: ReferralActionBodies[A] } }[ReferralAction];

const one = (id: string) => `/api/referrals/${encodeURIComponent(id)}`;

export const referralsApi = {
  list: (params: ReferralListParams, signal?: AbortSignal) =>
    api.get<Page<Referral>>('/api/referrals', {
      signal,
      query: {
        page: params.page,
        pageSize: params.pageSize,
        sort: `${params.sort.field}:${params.sort.direction}`,
        status: params.status,
        hubId: params.hubId,
        patientId: params.patientId,
        from: params.from,
        to: params.to,
      },
    }),

  get: (id: string, signal?: AbortSignal) => api.get<Referral>(one(id), { signal }),

  create: (input: NewReferral, idempotencyKey?: string) => api.post<CommandResult>('/api/referrals', input, idempotencyKey === undefined ? {} : { idempotencyKey }),

  act: (id: string, { action, body }: ReferralCommand, idempotencyKey?: string) =>
    api.post<CommandResult>(`${one(id)}/${action}`, body, idempotencyKey === undefined ? {} : { idempotencyKey }),
};
