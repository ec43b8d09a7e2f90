import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeysApi, type NewApiKey } from '../api';

export const apiKeyKeys = { all: ['api-keys'] as const, scopes: ['api-keys', 'scopes'] as const };

export const useApiKeys = () => useQuery({ queryKey: apiKeyKeys.all, queryFn: ({ signal }) => apiKeysApi.list(signal) });

export const useApiKeyScopes = () => useQuery({ queryKey: apiKeyKeys.scopes, queryFn: ({ signal }) => apiKeysApi.scopes(signal), staleTime: Infinity });

export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: NewApiKey) => apiKeysApi.create(body), onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }) });
};

export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => apiKeysApi.revoke(id), onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }) });
};
