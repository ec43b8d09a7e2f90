import { createContext, use } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, type AuthDetails, type Credentials } from '../api';

export const authKeys = { details: ['auth-details'] as const };

/** Who is signed in. A 401 is an answer here ("nobody"), so it is never retried. */
export const useAuthDetails = () =>
  useQuery({
    queryKey: authKeys.details,
    queryFn: ({ signal }) => authApi.details(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

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
    onSuccess: () => queryClient.clear(),
  });
};

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authApi.logout(),
    onSettled: () => queryClient.clear(),
  });
};
