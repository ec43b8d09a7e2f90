import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isUnauthenticated } from './api/errors';
import { authKeys } from './auth/session';

/** 4xx answers are final; network trouble and a busy read side (503) are worth one more try. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(isApiError(error) && error.status !== undefined && error.status < 500) && !(isApiError(error) && error.code === 'ERR_CANCELED');

export const createQueryClient = (): QueryClient => {
  // A 401 from any call means the session ended: recheck it, and the signed-in area sends the user to sign in.
  const recheckSession = (error: unknown, key?: readonly unknown[]) => {
    if (isUnauthenticated(error) && key?.[0] !== authKeys.details[0]) void queryClient.invalidateQueries({ queryKey: authKeys.details });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => recheckSession(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => recheckSession(error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  return queryClient;
};
