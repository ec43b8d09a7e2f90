import type {
  AddPatientAllergy,
  AddPatientContact,
  AllergyChanges,
  AssistanceLevels,
  ContactChanges,
  DemographicsChanges,
  PatientAction,
  PatientAllergyAnswer,
  PatientAnswer,
  PatientContactAnswer,
  PatientSummaryAnswer,
} from '@careledger/domain';
import { api } from './client';
import type { Assessment, Collection, CommandResult, Page, SortDirection } from './types';

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

/** A catalog the patient's record names by id: languages and payers. */
export interface CatalogEntry {
  id: number;
  code: string;
  label: string;
}

/** What `POST /api/patients` takes: staff register for their own organisation unless they name one. */
export interface NewPatient {
  firstName: string;
  lastName: string;
  dateOfBirth?: string | null;
}

/** Each action's body without `expectedVersion`, which the call adds from the version on screen. */
export interface PatientActionBodies {
  'update-demographics': DemographicsChanges;
  'set-ambulatory-level': { level: number };
  'set-assistance-levels': { levels: AssistanceLevels };
  'set-diagnoses': { diagnosisIds: number[] };
  'set-languages': { languageIds: number[] };
  'set-payer': { payerId: number };
  'assign-coordinator': { careCoordinatorId: string };
  'assign-agency': { agencyId: string };
  'assign-caregiver': { caregiverId: string };
  'unassign-caregiver': { caregiverId: string };
  'add-allergy': Omit<AddPatientAllergy['data'], 'patientId'>;
  'update-allergy': { allergyId: string } & AllergyChanges;
  'remove-allergy': { allergyId: string };
  'add-contact': Omit<AddPatientContact['data'], 'patientId'>;
  'update-contact': { contactId: string } & ContactChanges;
  'remove-contact': { contactId: string };
}

export type PatientCommand = { [A in PatientAction]: { action: A; body: PatientActionBodies[A] } }[PatientAction];

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

  languages: (signal?: AbortSignal) => api.get<Collection<CatalogEntry>>('/api/languages', { signal }),

  payers: (signal?: AbortSignal) => api.get<Collection<CatalogEntry>>('/api/payers', { signal }),

  create: (input: NewPatient, idempotencyKey?: string) => api.post<CommandResult>('/api/patients', input, idempotencyKey === undefined ? {} : { idempotencyKey }),

  act: (id: string, { action, body }: PatientCommand, expectedVersion: number, idempotencyKey?: string) =>
    api.post<CommandResult>(`${one(id)}/${action}`, { expectedVersion, ...body }, idempotencyKey === undefined ? {} : { idempotencyKey }),

  /** The patient's most recent assessments (at most a page of 100). */
  assessments: (patientId: string, signal?: AbortSignal) =>
    api.get<Page<Assessment>>('/api/assessments', { signal, query: { patientId, page: 1, pageSize: 100, sort: 'updatedAt:desc' } }),
};
