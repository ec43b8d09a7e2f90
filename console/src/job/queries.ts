import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobsApi } from '../api';

/** Jobs start and end on their own: the screen reads them again this often while it is open. */
export const JOBS_POLL_INTERVAL_MS = 3_000;

export const jobKeys = {
  all: ['jobs'] as const,
};

/** Every queue, read again every few seconds while the screen is open (not while its tab is hidden). */
export const useJobQueues = () =>
  useQuery({
    queryKey: jobKeys.all,
    queryFn: ({ signal }) => jobsApi.list(signal),
    refetchInterval: JOBS_POLL_INTERVAL_MS,
  });

export interface RetryVariables {
  queue: string;
  id: string;
}

/** Runs a failed job again, then reads the queues at once rather than at the next poll. */
export const useRetryJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ queue, id }: RetryVariables) => jobsApi.retry(queue, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
