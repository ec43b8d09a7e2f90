import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersApi, type LoginListParams, type NewUser, type UserStatusAction } from '../api';

export const userKeys = {
  all: ['users'] as const,
  list: (params: LoginListParams) => ['users', 'list', params] as const,
  rolesByUserType: (userType: number) => ['roles-by-user-type', userType] as const,
};

export const useLogins = (params: LoginListParams, enabled = true) =>
  useQuery({ queryKey: userKeys.list(params), queryFn: ({ signal }) => usersApi.list(params, signal), placeholderData: keepPreviousData, enabled });

/** One account, when `id` names one (undefined asks for nothing). */
export const useLogin = (id: string | undefined) =>
  useQuery({ queryKey: ['users', 'one', id ?? ''] as const, queryFn: ({ signal }) => usersApi.get(id ?? '', signal), enabled: id !== undefined, staleTime: 60_000 });

export const useRolesByUserType = (userType: number | undefined) =>
  useQuery({
    queryKey: userKeys.rolesByUserType(userType ?? 0),
    queryFn: ({ signal }) => usersApi.rolesByUserType(userType ?? 0, signal),
    enabled: userType !== undefined,
    staleTime: Infinity,
  });

/** A fresh suggestion each time a form opens: never cached, so a password is never shown twice. */
export const useRandomPassword = (formKey: string) =>
  useQuery({ queryKey: ['random-password', formKey], queryFn: ({ signal }) => usersApi.randomPassword(signal), gcTime: 0, staleTime: 0, refetchOnWindowFocus: false });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: NewUser) => usersApi.create(user),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};

export interface StatusChange {
  id: string;
  action: UserStatusAction;
  expectedVersion: number;
  reason?: string;
}

/** Success and a 409 both mean the cached list is stale: refetch it. */
export const useSetUserStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, expectedVersion, reason }: StatusChange) =>
      usersApi.setStatus(id, action, action === 'disable' ? { expectedVersion, reason: reason === undefined || reason === '' ? null : reason } : { expectedVersion }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
