import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectionsApi, type ProjectionStatusList } from '../api';
import type { RebuildRequest } from './phase';

/** Often enough for a progress bar to move, rare enough to cost the query side nothing. */
export const POLL_INTERVAL_MS = 1_000;

export const projectionKeys = {
  all: ['projections'] as const,
};

/** The read models' status, read again every second while `poll` says a rebuild is under way. */
export const useProjectionStatus = (poll: (answer: ProjectionStatusList | undefined) => boolean) =>
  useQuery({
    queryKey: projectionKeys.all,
    queryFn: ({ signal }) => projectionsApi.list(signal),
    refetchInterval: (query) => (poll(query.state.data) ? POLL_INTERVAL_MS : false),
  });

export interface RebuildVariables extends RebuildRequest {
  name: string;
  idempotencyKey: string;
}

/** Asks for a rebuild; once it is queued, `onQueued` hears of it before the status is read again. */
export const useRebuildProjection = (onQueued: (variables: RebuildVariables) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, idempotencyKey }: RebuildVariables) => projectionsApi.rebuild(name, idempotencyKey),
    onSuccess: (_accepted, variables) => {
      onQueued(variables);
      return queryClient.invalidateQueries({ queryKey: projectionKeys.all });
    },
  });
};
