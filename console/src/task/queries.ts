import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tasksApi, type NewTask, type TaskCommand, type TaskListParams } from '../api';

export const taskKeys = {
  all: ['tasks'] as const,
  list: (patientId: string | undefined, params: TaskListParams) => ['tasks', 'list', patientId ?? 'all', params] as const,
};

/** Every task the user may read, or one patient's. */
export const useTaskList = (patientId: string | undefined, params: TaskListParams) =>
  useQuery({
    queryKey: taskKeys.list(patientId, params),
    queryFn: ({ signal }) => (patientId === undefined ? tasksApi.list(params, signal) : tasksApi.listOfPatient(patientId, params, signal)),
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
