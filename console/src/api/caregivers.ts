import type { CaregiverAnswer, CaregiverStatusAction, CertificationId, CompetencyId, ProfessionId } from '@careledger/domain';
import { api } from './client';
import type { CommandResult, Page, SortDirection } from './types';

/** One caregiver, as `GET /api/caregivers` and `GET /api/caregivers/{id}` answer it. */
export type Caregiver = CaregiverAnswer;

export type CaregiverSortField = 'lastName' | 'createdAt' | 'updatedAt';

export interface CaregiverListParams {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: { field: CaregiverSortField; direction: SortDirection };
  /** Each word starts the first or the last name. */
  search?: string | undefined;
  status?: number | undefined;
  professionId?: string | undefined;
}

export interface CaregiverActionBodies {
  hire: { expectedVersion: number };
  rehire: { expectedVersion: number };
  decline: { expectedVersion: number; reason: string | null };
  offboard: { expectedVersion: number; reason: string | null };
  'add-service': { expectedVersion: number; careServiceId: number; competency: CompetencyId };
  'change-competency': { expectedVersion: number; careServiceId: number; competency: CompetencyId };
  'remove-service': { expectedVersion: number; careServiceId: number };
  'add-certification': { expectedVersion: number; certificationId: CertificationId };
  'remove-certification': { expectedVersion: number; certificationId: CertificationId };
  'update-profile': { expectedVersion: number; firstName?: string; lastName?: string; email?: string; phone?: string | null };
  'change-profession': { expectedVersion: number; professionId: ProfessionId };
}

export type CaregiverCommandAction = keyof CaregiverActionBodies;

/** An action and its body, kept together so a caller cannot send one action's body to another. */
export type CaregiverCommand = { [A in CaregiverCommandAction]: { action: A; body: CaregiverActionBodies[A] } }[CaregiverCommandAction];

// The status actions of the domain are exactly the ones above.
export type { CaregiverStatusAction };

const one = (id: string) => `/api/caregivers/${encodeURIComponent(id)}`;

export const caregiversApi = {
  list: (params: CaregiverListParams, signal?: AbortSignal) =>
    api.get<Page<Caregiver>>('/api/caregivers', {
      signal,
      query: {
        page: params.page,
        pageSize: params.pageSize,
        sort: `${params.sort.field}:${params.sort.direction}`,
        search: params.search,
        status: params.status,
        professionId: params.professionId,
      },
    }),

  get: (id: string, signal?: AbortSignal) => api.get<Caregiver>(one(id), { signal }),

  act: (id: string, { action, body }: CaregiverCommand, idempotencyKey?: string) =>
    api.post<CommandResult>(`${one(id)}/${action}`, body, idempotencyKey === undefined ? {} : { idempotencyKey }),
};
