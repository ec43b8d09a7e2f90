import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postingsApi, type NewPosting, type PostingActionBody, type PostingListParams, type PostingStatusAction } from '../api';

export const postingKeys = {
  all: ['postings'] as const,
  list: (params: PostingListParams) => ['postings', 'list', params] as const,
  detail: (id: string) => ['postings', 'detail', id] as const,
  agencies: (id: string) => ['postings', 'agencies', id] as const,
  caregivers: (id: string) => ['postings', 'caregivers', id] as const,
};

export const usePostingList = (params: PostingListParams) =>
  useQuery({
    queryKey: postingKeys.list(params),
    queryFn: ({ signal }) => postingsApi.list(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePosting = (id: string) => useQuery({ queryKey: postingKeys.detail(id), queryFn: ({ signal }) => postingsApi.get(id, signal) });

export const usePostingAgencies = (id: string) =>
  useQuery({ queryKey: postingKeys.agencies(id), queryFn: ({ signal }) => postingsApi.agencies(id, signal), select: (answer) => answer.data });

export const usePostingCaregivers = (id: string) =>
  useQuery({ queryKey: postingKeys.caregivers(id), queryFn: ({ signal }) => postingsApi.caregivers(id, signal), select: (answer) => answer.data });

export interface PostingActionVariables {
  action: PostingStatusAction;
  body: PostingActionBody;
  idempotencyKey: string;
}

export const useCreatePosting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: NewPosting; idempotencyKey: string }) => postingsApi.create(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postingKeys.all }),
  });
};

/**
 * Any action on the posting. Success and a 409 both mean the cached posting is stale: refetch it
 * (the api module makes the refetch wait for the projection to include the command).
 */
export const usePostingAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body, idempotencyKey }: PostingActionVariables) => postingsApi.act(id, action, body, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postingKeys.all }),
  });
};
