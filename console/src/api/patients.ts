import type { PatientAllergyAnswer, PatientAnswer, PatientContactAnswer, PatientSummaryAnswer } from '@careledger/domain';
import { api } from './client';
import type { Assessment, Collection, Page, SortDirection } from './types';

/** One patient as `GET /api/patients` lists it. */
export type PatientSummary = PatientSummaryAnswer;

export type PatientContact = PatientContactAnswer;

export type PatientAllergyEntry = PatientAllergyAnswer;

/** The whole record, as `GET /api/patients/{id}` answers it. */
export type Patient = PatientAnswer;

export interface CodedEntry {
  id: number;
  code: string;
  label: string;
  translationKey: string;
}

export type PatientSortField = 'lastName' | 'createdAt' | 'updatedAt';

export interface PatientListParams {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: { field: PatientSortField; direction: SortDirection };
  /** Each word starts the first or the last name. */
  search?: string | undefined;
}

const one = (id: string) => `/api/patients/${encodeURIComponent(id)}`;

export const patientsApi = {
  list: (params: PatientListParams, signal?: AbortSignal) =>
    api.get<Page<PatientSummary>>('/api/patients', {
      signal,
      query: {
        page: params.page,
        pageSize: params.pageSize,
        sort: `${params.sort.field}:${params.sort.direction}`,
        search: params.search,
      },
    }),

  get: (id: string, signal?: AbortSignal) => api.get<Patient>(one(id), { signal }),

  contacts: (id: string, signal?: AbortSignal) => api.get<Collection<PatientContact>>(`${one(id)}/patient-contacts`, { signal }),

  diagnoses: (signal?: AbortSignal) => api.get<Collection<CodedEntry>>('/api/diagnoses', { signal }),

  /** The patient's most recent assessments (at most a page of 100). */
  assessments: (patientId: string, signal?: AbortSignal) =>
    api.get<Page<Assessment>>('/api/assessments', { signal, query: { patientId, page: 1, pageSize: 100, sort: 'updatedAt:desc' } }),
};
