import type { ApiKeyAnswer, ApiKeyCreatedAnswer, ApiKeyListAnswer, ApiKeyScopesAnswer } from '@careledger/domain';
import { api } from './client';

export type ApiKey = ApiKeyAnswer;
export type ApiKeyCreated = ApiKeyCreatedAnswer;

export interface NewApiKey {
  name: string;
  scopes: string[];
}

export const apiKeysApi = {
  list: (signal?: AbortSignal) => api.get<ApiKeyListAnswer>('/api/api-keys?pageSize=100', { signal }),
  scopes: (signal?: AbortSignal) => api.get<ApiKeyScopesAnswer>('/api/api-keys/scopes', { signal }),
  /** Answers the key this once: it is never shown again. */
  create: (body: NewApiKey) => api.post<ApiKeyCreatedAnswer>('/api/api-keys', body),
  revoke: (id: string) => api.post<{ id: string; version: number; globalPosition: number }>(`/api/api-keys/${encodeURIComponent(id)}/revoke`, {}),
};
