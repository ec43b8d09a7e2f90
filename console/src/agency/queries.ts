import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agenciesApi, type AgencyCommand, type AgencyListParams } from '../api';

export const agencyKeys = {
  all: ['agencies'] as const,
  list: (params: AgencyListParams) => ['agencies', 'list', params] as const,
  detail: (id: string) => ['agencies', 'detail', id] as const,
};

export const useAgencyList = (params: AgencyListParams) =>
  useQuery({ queryKey: agencyKeys.list(params), queryFn: ({ signal }) => agenciesApi.list(params, signal), placeholderData: keepPreviousData });

export const useAgency = (id: string) => useQuery({ queryKey: agencyKeys.detail(id), queryFn: ({ signal }) => agenciesApi.get(id, signal) });

/** Any agency command; the refetch waits for the projection (read-your-writes). */
export const useAgencyAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ command, idempotencyKey }: { command: AgencyCommand; idempotencyKey: string }) => agenciesApi.act(id, command, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agencyKeys.all }),
  });
};
