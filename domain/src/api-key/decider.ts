import { assertNever, type Decider } from '../shared/decider';
import type { ApiKeyCommand } from './commands';
import { apiKeyAlreadyExists, apiKeyAlreadyRevoked, apiKeyNotFound, scopeBeyondRole } from './errors';
import type { ApiKeyEvent } from './events';
import { scopeFitsRole } from './scopes';
import { evolveApiKey, initialApiKeyState, type ApiKeyState } from './state';

export const decideApiKey = (command: ApiKeyCommand, state: ApiKeyState): ApiKeyEvent[] => {
  const { keyId } = command.data;
  switch (command.type) {
    case 'CreateApiKey': {
      if (state.status !== 'none') throw apiKeyAlreadyExists(keyId);
      const { name, scopes, roleId, agencyId, partnerId } = command.data;
      const beyond = scopes.findIndex((scope) => !scopeFitsRole(scope, roleId));
      if (beyond >= 0) throw scopeBeyondRole(beyond, scopes[beyond]!, roleId);
      return [{ type: 'ApiKeyCreated', data: { keyId, name, scopes: [...new Set(scopes)], roleId, agencyId, partnerId, createdBy: command.metadata.actorId } }];
    }
    case 'RevokeApiKey':
      if (state.status === 'none') throw apiKeyNotFound(keyId);
      if (state.status === 'revoked') throw apiKeyAlreadyRevoked(keyId);
      return [{ type: 'ApiKeyRevoked', data: { keyId, revokedBy: command.metadata.actorId } }];
    default:
      return assertNever(command);
  }
};

export const apiKeyDecider: Decider<ApiKeyState, ApiKeyCommand, ApiKeyEvent> = {
  initialState: initialApiKeyState,
  evolve: evolveApiKey,
  decide: decideApiKey,
};
