import { api } from './client';
import type { AuthDetails, Credentials, SignIn } from './types';

export const authApi = {
  details: (signal?: AbortSignal) => api.get<AuthDetails>('/api/auth-details', { signal }),
  login: (credentials: Credentials) => api.post<SignIn>('/api/login', credentials),
  logout: () => api.post<undefined>('/api/logout'),
};
