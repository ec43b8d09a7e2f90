import type { LoginAnswer } from '@careledger/domain';
import { api } from './client';
import type { CommandResult, Page, SortDirection } from './types';

/** One account, as `GET /api/logins` and `GET /api/users/{id}` answer it. */
export type Login = LoginAnswer;

export interface RoleOption {
  id: number;
  key: string;
  slug: string;
  label: string;
  translationKey: string;
}

export type LoginSortField = 'name' | 'createdAt' | 'updatedAt';

export interface LoginListParams {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  sort: { field: LoginSortField; direction: SortDirection };
  roleId?: number | undefined;
  status?: number | undefined;
  search?: string | undefined;
}

export interface NewUser {
  email: string;
  name: string;
  roleId: number;
  agencyId?: string | null;
  partnerId?: string | null;
  password?: string;
}

export type UserStatusAction = 'activate' | 'disable';

export const usersApi = {
  /** With a role, `/api/logins-by-user-type/{roleId}`: the accounts of that role. */
  list: (params: LoginListParams, signal?: AbortSignal) =>
    api.get<Page<Login>>(params.roleId === undefined ? '/api/logins' : `/api/logins-by-user-type/${params.roleId}`, {
      signal,
      query: {
        page: params.page,
        pageSize: params.pageSize,
        sort: `${params.sort.field}:${params.sort.direction}`,
        status: params.status,
        search: params.search,
      },
    }),

  get: (id: string, signal?: AbortSignal) => api.get<Login>(`/api/users/${encodeURIComponent(id)}`, { signal }),

  roles: (signal?: AbortSignal) => api.get<Page<RoleOption>>('/api/roles', { signal, query: { pageSize: 100 } }),

  /** The roles a user of this type may give the accounts it manages. */
  rolesByUserType: (userType: number, signal?: AbortSignal) => api.get<{ data: RoleOption[] }>(`/api/roles-by-user-type/${userType}`, { signal }),

  randomPassword: (signal?: AbortSignal) => api.get<{ password: string }>('/api/random-password', { signal }),

  create: (user: NewUser) => api.post<CommandResult & { password?: string }>('/api/users', user),

  setStatus: (id: string, action: UserStatusAction, body: { expectedVersion: number; reason?: string | null }) =>
    api.post<CommandResult>(`/api/users/${encodeURIComponent(id)}/${action}`, body),
};
