import type { MedicationAdministrationAnswer, MedicationAdministrationDetailAnswer, MedicationAdministrationStateId, MedicationNotAdministeredReasonId } from '@careledger/domain';
import { api } from './client';
import type { CommandResult, Page, SortDirection } from './types';

/** One medication administration record (a scheduled dose and what became of it), as the query side answers it. */
export type MedicationAdministration = MedicationAdministrationAnswer;

/** The record, with every dose of the same medication and dose for the patient. */
export type MedicationAdministrationDetail = MedicationAdministrationDetailAnswer;

export type MedicationSortField = 'scheduledAt' | 'medicationName' | 'updatedAt';

export interface MedicationListParams {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: { field: MedicationSortField; direction: SortDirection };
  status?: number | undefined;
  /** Doses due on or after this day (UTC), YYYY-MM-DD. */
  from?: string | undefined;
  /** Doses due on or before this day (UTC), YYYY-MM-DD. */
  to?: string | undefined;
}

/** What became of a dose: the fields the domain checks against each other. */
export interface MedicationOutcome {
  status: MedicationAdministrationStateId;
  reasonId: MedicationNotAdministeredReasonId | null;
  comment: string | null;
  administeredAt: string | null;
}

export interface NewMedicationAdministration extends MedicationOutcome {
  medicationName: string;
  dose: string;
  scheduledAt: string;
}

const one = (id: string) => `/api/medication-administrations/${encodeURIComponent(id)}`;
const withKey = (idempotencyKey: string | undefined) => (idempotencyKey === undefined ? {} : { idempotencyKey });

export const medicationsApi = {
  listOfPatient: (patientId: string, params: MedicationListParams, signal?: AbortSignal) =>
    api.get<Page<MedicationAdministration>>(`/api/patients/${encodeURIComponent(patientId)}/medications`, {
      signal,
      query: {
        page: params.page,
        pageSize: params.pageSize,
        sort: `${params.sort.field}:${params.sort.direction}`,
        status: params.status,
        from: params.from,
        to: params.to,
      },
    }),

  get: (id: string, signal?: AbortSignal) => api.get<MedicationAdministrationDetail>(`/api/medications/${encodeURIComponent(id)}`, { signal }),

  record: (patientId: string, body: NewMedicationAdministration, idempotencyKey?: string) =>
    api.post<CommandResult>(`/api/patients/${encodeURIComponent(patientId)}/medication-administrations`, body, withKey(idempotencyKey)),

  correct: (id: string, body: MedicationOutcome & { expectedVersion: number }, idempotencyKey?: string) =>
    api.post<CommandResult>(`${one(id)}/correct`, body, withKey(idempotencyKey)),

  void: (id: string, body: { expectedVersion: number; reason: string }, idempotencyKey?: string) =>
    api.post<CommandResult>(`${one(id)}/void`, body, withKey(idempotencyKey)),
};
