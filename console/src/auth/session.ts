import { createContext, use } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../api/auth';
import { isApiError } from '../api/errors';
import type { AuthDetails, Credentials } from '../api/types';
import { forgetSavedReads, readThrough } from '../offline/saved-reads';
import { mayBeSignedIn, rememberSignedIn } from './signedInHint';

export const authKeys = { details: ['auth-details'] as const };

/** Asks who is signed in, and keeps the public pages' hint in step with the answer. */
const fetchAuthDetails = async (signal: AbortSignal): Promise<AuthDetails> => {
  try {
    // Offline, the caregiver's day still knows who she is: the last answer this device kept.
    const details = await readThrough('auth-details', () => authApi.details(signal));
    rememberSignedIn(true);
    return details;
  } catch (error) {
    // No session, or one that has ended: the public pages stop asking.
    if (isApiError(error) && (error.status === 401 || error.status === 419)) rememberSignedIn(false);
    throw error;
  }
};

const authDetailsQuery = {
  queryKey: authKeys.details,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAuthDetails(signal),
  staleTime: 5 * 60_000,
  retry: false,
  networkMode: 'always',
} as const;

/** Who is signed in. A 401 is an answer here ("nobody"), so it is never retried. */
export const useAuthDetails = () => useQuery(authDetailsQuery);

/** Who is signed in, on public pages: nobody unless this browser signed in, and never an error. */
export const usePublicSession = (): AuthDetails | undefined => {
  // Read on every render: signing in on a public page turns it on without a reload.
  const details = useQuery({ ...authDetailsQuery, enabled: mayBeSignedIn() });
  return details.data;
};

export const SessionContext = createContext<AuthDetails | null>(null);

/** The signed-in user; only for components under RequireAuth. */
export const useSession = (): AuthDetails => {
  const session = use(SessionContext);
  if (session === null) throw new Error('useSession is used outside the signed-in area');
  return session;
};

/** Signing in or out changes whose data every cached answer is: start from an empty cache. */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => authApi.login(credentials),
    onSuccess: () => {
      rememberSignedIn(true);
      forgetSavedReads().catch(() => undefined);
      queryClient.clear();
    },
  });
};

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authApi.logout(),
    onSettled: () => {
      rememberSignedIn(false);
      forgetSavedReads().catch(() => undefined);
      queryClient.clear();
    },
  });
};
