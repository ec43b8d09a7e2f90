import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assessmentShiftsApi, assessmentsApi, caregiversApi, type AssessmentAction, type AssessmentActionBody, type AssessmentListParams, type NewAssessment, type ShiftCommand } from '../api';

export const assessmentKeys = {
  all: ['assessments'] as const,
  statuses: ['assessment-statuses'] as const,
  list: (params: AssessmentListParams) => ['assessments', 'list', params] as const,
  detail: (id: string) => ['assessments', 'detail', id] as const,
  asOf: (id: string, asOf: string) => ['assessments', 'detail', id, 'as-of', asOf] as const,
  history: (id: string) => ['assessments', 'history', id] as const,
  shifts: (id: string) => ['assessments', 'shifts', id] as const,
};

export const useAssessmentStatuses = () =>
  useQuery({
    queryKey: assessmentKeys.statuses,
    queryFn: ({ signal }) => assessmentsApi.statuses(signal),
    staleTime: Infinity,
    select: (answer) => answer.data,
  });

export const useAssessmentList = (params: AssessmentListParams) =>
  useQuery({
    queryKey: assessmentKeys.list(params),
    queryFn: ({ signal }) => assessmentsApi.list(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAssessment = (id: string) =>
  useQuery({ queryKey: assessmentKeys.detail(id), queryFn: ({ signal }) => assessmentsApi.get(id, undefined, signal) });

/** A past state never changes: it is fetched once per instant. */
export const useAssessmentAsOf = (id: string, asOf: string | undefined) =>
  useQuery({
    queryKey: assessmentKeys.asOf(id, asOf ?? ''),
    queryFn: ({ signal }) => assessmentsApi.get(id, asOf, signal),
    enabled: asOf !== undefined,
    staleTime: Infinity,
    retry: false,
  });

export const useAssessmentHistory = (id: string) =>
  useQuery({
    queryKey: assessmentKeys.history(id),
    queryFn: ({ signal }) => assessmentsApi.history(id, signal),
    select: (answer) => answer.data,
  });

export const useCreateAssessment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: NewAssessment; idempotencyKey: string }) => assessmentsApi.create(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
};

export interface ActionVariables {
  action: AssessmentAction;
  body: AssessmentActionBody;
  idempotencyKey: string;
}

/**
 * A status action. Success and a 409 both mean the cached record is stale: refetch it (the
 * api module makes the refetch wait for the projection to include the command).
 */
export const useAssessmentAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body, idempotencyKey }: ActionVariables) => assessmentsApi.act(id, action, body, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
};

/** Read only by those who plan shifts (the assessment's agency and admins): others would get a 403. */
export const useAssessmentShifts = (id: string, enabled: boolean) =>
  useQuery({ queryKey: assessmentKeys.shifts(id), queryFn: ({ signal }) => assessmentShiftsApi.list(id, signal), enabled });

export interface ShiftVariables {
  command: ShiftCommand;
  idempotencyKey: string;
}

/** A shift command moves the assessment's version: success and refusal alike refetch the record, its shifts and its history. */
export const useShiftAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ command, idempotencyKey }: ShiftVariables) => assessmentShiftsApi.act(id, command, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
};

const CAREGIVER_CHOICES = 20;

/** Caregivers whose names start with `search`, as the reader may list them; under the caregivers' key so their changes refresh it. */
export const useCaregiverChoices = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['caregivers', 'shift-choices', search] as const,
    queryFn: ({ signal }) => caregiversApi.list({ page: 1, pageSize: CAREGIVER_CHOICES, sort: { field: 'lastName', direction: 'asc' }, search: search === '' ? undefined : search }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
