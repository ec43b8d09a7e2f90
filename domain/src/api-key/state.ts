import { assertNever } from '../shared/decider';
import type { ApiKeyEvent, ApiKeyTenancy } from './events';

export interface NoApiKey {
  status: 'none';
}

export interface ExistingApiKey extends ApiKeyTenancy {
  status: 'active' | 'revoked';
  keyId: string;
  name: string;
  scopes: string[];
  createdBy: string;
}

export type ApiKeyState = NoApiKey | ExistingApiKey;

export const initialApiKeyState = (): ApiKeyState => ({ status: 'none' });

export const evolveApiKey = (state: ApiKeyState, event: ApiKeyEvent): ApiKeyState => {
  switch (event.type) {
    case 'ApiKeyCreated':
      return { status: 'active', ...event.data };
    case 'ApiKeyRevoked':
      return state.status === 'none' ? state : { ...state, status: 'revoked' };
    default:
      return assertNever(event);
  }
};
