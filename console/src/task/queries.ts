import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tasksApi, type NewTask, type TaskCommand, type TaskListParams } from '../api';

export const taskKeys = {
  all: ['tasks'] as const,
  list: (patientId: string | undefined, params: TaskListParams) => ['tasks', 'list', patientId ?? 'all', params] as const,
};

/**
 * Every task the user may read (narrowed by `params.patientId` on the tasks screen), or, on a
 * patient's page, that patient's. A filter narrows the user's own list: a caregiver reaches a
 * task assigned to her whose patient she may not read, so the patient's list would refuse her.
 */
export const useTaskList = (patientPage: string | undefined, params: TaskListParams) =>
  useQuery({
    queryKey: taskKeys.list(patientPage, params),
    queryFn: ({ signal }) =>
      patientPage === undefined ? tasksApi.list(params, signal) : tasksApi.listOfPatient(patientPage, { ...params, patientId: undefined }, signal),
    placeholderData: keepPreviousData,
  });

export const useCreateTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: NewTask; idempotencyKey: string }) => tasksApi.create(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
};

/**
 * One action on a task. Success and a 409 both leave the cached lists stale: refetch them (the
 * api client makes the refetch wait until the projection includes the command).
 */
export const useTaskCommand = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ command, idempotencyKey }: { command: TaskCommand; idempotencyKey: string }) => tasksApi.act(command, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
};
