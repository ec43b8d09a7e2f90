import type { Command } from '../shared/command';
import type { ApiKeyTenancy } from './events';

interface ApiKeyRef {
  keyId: string;
}

export const apiKeyActions = ['revoke'] as const;
export type ApiKeyAction = (typeof apiKeyActions)[number];

export const MAX_API_KEY_NAME_LENGTH = 100;
export const MAX_API_KEY_SCOPES = 200;

export type CreateApiKey = Command<'CreateApiKey', ApiKeyRef & ApiKeyTenancy & { name: string; scopes: string[] }>;
export type RevokeApiKey = Command<'RevokeApiKey', ApiKeyRef>;

export type ApiKeyCommand = CreateApiKey | RevokeApiKey;
