import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductId } from '@careledger/domain';
import { hostLeadsApi, hubsApi, type HostLeadActionCommand, type HostLeadListParams } from '../api';
import { hostLeadFromHistory } from './lead';

/** How many hubs the convert dialog offers for one typed name. */
const HUB_CHOICES = 20;

export const hostLeadKeys = {
  all: ['hostLeads'] as const,
  list: (params: HostLeadListParams) => ['hostLeads', 'list', params] as const,
  detail: (id: string) => ['hostLeads', 'detail', id] as const,
  hubChoices: (productId: ProductId, search: string) => ['hostLeads', 'hub-choices', productId, search] as const,
};

export const useHostLeadList = (params: HostLeadListParams) =>
  useQuery({
    queryKey: hostLeadKeys.list(params),
    queryFn: ({ signal }) => hostLeadsApi.list(params, signal),
    placeholderData: keepPreviousData,
  });

export const useHostLead = (id: string) =>
  useQuery({
    queryKey: hostLeadKeys.detail(id),
    queryFn: ({ signal }) => hostLeadsApi.history(id, signal),
    select: (answer) => hostLeadFromHistory(answer.data),
    enabled: id !== '',
  });

/** The active hubs of the lead's product whose name starts with `search`: where a converted lead goes. */
export const useHubChoices = (productId: ProductId, search: string, enabled: boolean) =>
  useQuery({
    queryKey: hostLeadKeys.hubChoices(productId, search),
    queryFn: ({ signal }) =>
      hubsApi.list({ page: 1, pageSize: HUB_CHOICES, sort: { field: 'name', direction: 'asc' }, productId, active: true, search: search === '' ? undefined : search }, signal),
    select: (answer) => answer.data,
    enabled,
    placeholderData: keepPreviousData,
  });

export interface HostLeadActionVariables {
  command: HostLeadActionCommand;
  idempotencyKey: string;
}

/**
 * Qualify, convert or reject. Success and a 409 both mean the lead on screen is stale: the
 * listing and the lead are refetched (the api module makes the refetch wait for the projection
 * to include the command), so the grid follows without a manual refresh.
 */
export const useHostLeadAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ command, idempotencyKey }: HostLeadActionVariables) => hostLeadsApi.act(id, command, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostLeadKeys.all }),
  });
};
