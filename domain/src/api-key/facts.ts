import type { RecordFacts } from '../policy/resource';
import type { ApiKeyTenancy } from './events';
import type { ApiKeyState } from './state';

/** What the policy must know of a key: whom it acts as. */
export interface ApiKeyFacts extends RecordFacts {
  keyId: string;
  roleId: ApiKeyTenancy['roleId'];
  agencyId: string | null;
  partnerId: string | null;
}

export const isApiKeyFacts = (facts: RecordFacts | undefined): facts is ApiKeyFacts =>
  facts !== undefined && 'keyId' in facts && typeof facts.keyId === 'string' && 'roleId' in facts;

export const apiKeyFactsOf = (keyId: string, tenancy: ApiKeyTenancy): ApiKeyFacts => ({
  keyId,
  roleId: tenancy.roleId,
  agencyId: tenancy.agencyId,
  partnerId: tenancy.partnerId,
});

export const apiKeyStateFacts = (state: ApiKeyState): RecordFacts => (state.status === 'none' ? {} : apiKeyFactsOf(state.keyId, state));
