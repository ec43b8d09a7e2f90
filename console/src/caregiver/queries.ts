import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caregiversApi, type CaregiverCommand, type CaregiverListParams } from '../api';

export const caregiverKeys = {
  all: ['caregivers'] as const,
  list: (params: CaregiverListParams) => ['caregivers', 'list', params] as const,
  detail: (id: string) => ['caregivers', 'detail', id] as const,
};

export const useCaregiverList = (params: CaregiverListParams) =>
  useQuery({ queryKey: caregiverKeys.list(params), queryFn: ({ signal }) => caregiversApi.list(params, signal), placeholderData: keepPreviousData });

export const useCaregiver = (id: string) => useQuery({ queryKey: caregiverKeys.detail(id), queryFn: ({ signal }) => caregiversApi.get(id, signal) });

/**
 * Any caregiver command. Success and a 409 both leave the cached caregiver stale: refetch it (the
 * api client makes the refetch wait until the projection includes the command).
 */
export const useCaregiverAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ command, idempotencyKey }: { command: CaregiverCommand; idempotencyKey: string }) => caregiversApi.act(id, command, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: caregiverKeys.all }),
  });
};
