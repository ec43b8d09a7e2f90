import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referralsApi, type NewReferral, type ReferralCommand, type ReferralListParams } from '../api';

export const referralKeys = {
  all: ['referrals'] as const,
  list: (params: ReferralListParams) => ['referrals', 'list', params] as const,
  detail: (id: string) => ['referrals', 'detail', id] as const,
};

export const useReferralList = (params: ReferralListParams) =>
  useQuery({
    queryKey: referralKeys.list(params),
    queryFn: ({ signal }) => referralsApi.list(params, signal),
    placeholderData: keepPreviousData,
  });

export const useReferral = (id: string) => useQuery({ queryKey: referralKeys.detail(id), queryFn: ({ signal }) => referralsApi.get(id, signal) });

export interface ReferralActionVariables {
  command: ReferralCommand;
  idempotencyKey: string;
}

/**
 * Hold, unhold, close or a milestone. Success and a 409 both mean the cached referral is stale:
 * refetch it (the api module makes the refetch wait for the projection to include the command).
 */
export const useReferralAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ command, idempotencyKey }: ReferralActionVariables) => referralsApi.act(id, command, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
};

export const useCreateReferral = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: NewReferral; idempotencyKey: string }) => referralsApi.create(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
};
