import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { integrityApi, newIdempotencyKey, type Integrity, type VerificationScope } from '../api';

/** Often enough for a progress bar to move, rare enough to cost the server nothing. */
export const INTEGRITY_POLL_MS = 1_000;

export const integrityKeys = {
  all: ['integrity'] as const,
  stream: (streamId: string) => ['integrity', 'stream', streamId] as const,
};

export const isVerifying = (answer: Integrity | undefined): boolean => answer?.runs.some((run) => run.state === 'waiting' || run.state === 'running') ?? false;

/** The verifications and the anchor chain, read again every second while a run is under way. */
export const useIntegrity = () =>
  useQuery({
    queryKey: integrityKeys.all,
    queryFn: ({ signal }) => integrityApi.overview(signal),
    refetchInterval: (query) => (isVerifying(query.state.data) ? INTEGRITY_POLL_MS : false),
  });

/** Starts a verification, then reads the runs at once: the new one is waiting, so the screen polls. */
export const useStartVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: VerificationScope) => integrityApi.verify(scope),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrityKeys.all }),
  });
};

/** Takes an anchor now, under one key per click, so a retried request anchors once. */
export const useTakeAnchor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => integrityApi.anchor(newIdempotencyKey()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrityKeys.all }),
  });
};

/** A stream's last verdict, for its history page. */
export const useStreamIntegrity = (streamId: string, enabled: boolean) =>
  useQuery({
    queryKey: integrityKeys.stream(streamId),
    queryFn: ({ signal }) => integrityApi.stream(streamId, signal),
    enabled,
  });
