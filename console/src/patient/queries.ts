import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { patientsApi, postingsApi, type NewPatient, type PatientCommand, type PatientListParams } from '../api';

export const patientKeys = {
  all: ['patients'] as const,
  list: (params: PatientListParams) => ['patients', 'list', params] as const,
  detail: (id: string) => ['patients', 'detail', id] as const,
  contacts: (id: string) => ['patients', 'contacts', id] as const,
  diagnoses: ['diagnoses'] as const,
  languages: ['languages'] as const,
  payers: ['payers'] as const,
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

/** Reference catalogs: fetched once a session. */
export const useLanguages = () =>
  useQuery({ queryKey: patientKeys.languages, queryFn: ({ signal }) => patientsApi.languages(signal), staleTime: Infinity, select: (answer) => answer.data });

export const usePayers = () =>
  useQuery({ queryKey: patientKeys.payers, queryFn: ({ signal }) => patientsApi.payers(signal), staleTime: Infinity, select: (answer) => answer.data });

export interface PatientActionVariables {
  command: PatientCommand;
  expectedVersion: number;
  idempotencyKey: string;
}

/**
 * Any command on a patient. Success and a 409 both mean the cached record is stale: refetch it
 * (the api module makes the refetch wait for the projection to include the command).
 */
export const usePatientAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ command, expectedVersion, idempotencyKey }: PatientActionVariables) => patientsApi.act(id, command, expectedVersion, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: patientKeys.all }),
  });
};

export const useRegisterPatient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: NewPatient; idempotencyKey: string }) => patientsApi.create(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.all }),
  });
};
