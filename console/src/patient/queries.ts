import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { patientsApi, postingsApi, type PatientListParams } from '../api';

export const patientKeys = {
  all: ['patients'] as const,
  list: (params: PatientListParams) => ['patients', 'list', params] as const,
  detail: (id: string) => ['patients', 'detail', id] as const,
  contacts: (id: string) => ['patients', 'contacts', id] as const,
  diagnoses: ['diagnoses'] as const,
  // Under the assessments' and postings' own keys, so their commands refresh these lists too.
  assessments: (id: string) => ['assessments', 'of-patient', id] as const,
  postings: (id: string) => ['postings', 'of-patient', id] as const,
};

export const usePatientList = (params: PatientListParams, enabled = true) =>
  useQuery({
    queryKey: patientKeys.list(params),
    queryFn: ({ signal }) => patientsApi.list(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const usePatient = (id: string, enabled = true) => useQuery({ queryKey: patientKeys.detail(id), queryFn: ({ signal }) => patientsApi.get(id, signal), enabled });

export const usePatientContacts = (id: string) =>
  useQuery({ queryKey: patientKeys.contacts(id), queryFn: ({ signal }) => patientsApi.contacts(id, signal), select: (answer) => answer.data });

/** A reference catalog: fetched once a session. */
export const useDiagnoses = () =>
  useQuery({ queryKey: patientKeys.diagnoses, queryFn: ({ signal }) => patientsApi.diagnoses(signal), staleTime: Infinity, select: (answer) => answer.data });

export const usePatientAssessments = (id: string) =>
  useQuery({ queryKey: patientKeys.assessments(id), queryFn: ({ signal }) => patientsApi.assessments(id, signal), select: (answer) => answer.data });

export const usePatientPostings = (id: string) =>
  useQuery({
    queryKey: patientKeys.postings(id),
    queryFn: ({ signal }) => postingsApi.list({ page: 1, pageSize: 100, sort: { field: 'startDate', direction: 'desc' }, patientId: id }, signal),
    select: (answer) => answer.data,
  });
