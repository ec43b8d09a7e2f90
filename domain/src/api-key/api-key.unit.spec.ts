import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import { can } from '../policy/can';
import type { CommandMetadata } from '../shared/command';
import { isDomainError } from '../shared/domain-error';
import { deciderSpec } from '../testing';
import type { ApiKeyCommand } from './commands';
import { apiKeyDecider } from './decider';
import type { ApiKeyCreated } from './events';
import { apiKeyFactsOf } from './facts';
import { apiKeyRecord, apiKeyTenancyOf } from './record';
import { isApiKeyScope, scopeFitsRole, scopesGrant } from './scopes';
import { apiKeyToken, parseApiKeyToken } from './token';

const keyId = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const agencyId = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const otherAgencyId = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02';
const ownerId = '1d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e09';
const metadata: CommandMetadata = { commandId: 'c-1', correlationId: 'c-1', actorId: ownerId, actorRole: Role.AGENCY, now: '2030-03-01T09:00:00.000Z' };
const spec = deciderSpec(apiKeyDecider);
const owner = { id: ownerId, roleId: Role.AGENCY, agencyId, partnerId: null };

const create = (scopes: string[], roleId: typeof Role.AGENCY | typeof Role.ADMIN = Role.AGENCY): ApiKeyCommand => ({
  type: 'CreateApiKey',
  data: { keyId, name: 'Payroll sync', scopes, roleId, agencyId: roleId === Role.AGENCY ? agencyId : null, partnerId: null },
  metadata,
});
const created: ApiKeyCreated = {
  type: 'ApiKeyCreated',
  data: { keyId, name: 'Payroll sync', scopes: ['read', 'patient.*'], roleId: Role.AGENCY, agencyId, partnerId: null, createdBy: ownerId },
};
const revoke: ApiKeyCommand = { type: 'RevokeApiKey', data: { keyId }, metadata };

describe('an API key', () => {
  it('is created with its scopes and its creator, never a secret', () => {
    spec.given([]).when(create(['read', 'patient.*', 'read'])).then([created]);
  });

  it('refuses a scope beyond the role it acts as, naming the scope', () => {
    const refusal = (() => {
      try {
        apiKeyDecider.decide(create(['read', 'product.create']), apiKeyDecider.initialState());
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(isDomainError(refusal) && refusal.errors).toEqual([{ path: 'scopes.1', message: 'product.create is beyond what a key of the role Agency may do' }]);
    spec.given([]).when(create(['product.create'], Role.ADMIN)).then([{ ...created, data: { ...created.data, scopes: ['product.create'], roleId: Role.ADMIN, agencyId: null } }]);
  });

  it('may subscribe its organisation’s webhooks', () => {
    spec.given([]).when(create(['read', 'webhook.*'])).then([{ ...created, data: { ...created.data, scopes: ['read', 'webhook.*'] } }]);
    expect(scopeFitsRole('webhook.create', Role.PARTNER)).toBe(true);
    expect(scopeFitsRole('product.create', Role.PARTNER)).toBe(false);
  });

  it('is revoked once', () => {
    spec.given([created]).when(revoke).then([{ type: 'ApiKeyRevoked', data: { keyId, revokedBy: ownerId } }]);
    spec.given([created, { type: 'ApiKeyRevoked', data: { keyId, revokedBy: ownerId } }]).when(revoke).thenFails('api_key_already_revoked');
    spec.given([]).when(revoke).thenFails('api_key_not_found');
  });

  it('acts as the organisation its body names, else its creator’s; the policy refuses an owner another one', () => {
    expect(apiKeyTenancyOf({}, owner)).toEqual({ roleId: Role.AGENCY, agencyId, partnerId: null });
    const theirs = apiKeyTenancyOf({ agencyId: otherAgencyId }, owner);
    expect(theirs).toEqual({ roleId: Role.AGENCY, agencyId: otherAgencyId, partnerId: null });
    expect(can(owner, 'apikey.create', apiKeyFactsOf(keyId, theirs))).toBe(false);
    expect(() => apiKeyTenancyOf({ agencyId, partnerId: otherAgencyId }, owner)).toThrow(/partnerId/);
    expect(apiKeyTenancyOf({ agencyId: otherAgencyId }, { id: 'a', roleId: Role.ADMIN })).toEqual({ roleId: Role.AGENCY, agencyId: otherAgencyId, partnerId: null });
    expect(apiKeyTenancyOf({}, { id: 'a', roleId: Role.ADMIN })).toEqual({ roleId: Role.ADMIN, agencyId: null, partnerId: null });
  });

  it('is run by administrators and the organisation’s owner, not by its agents', () => {
    const facts = apiKeyFactsOf(keyId, { roleId: Role.AGENCY, agencyId, partnerId: null });
    expect(can(owner, 'apikey.create', facts)).toBe(true);
    expect(can({ ...owner, agencyId: otherAgencyId }, 'apikey.revoke', facts)).toBe(false);
    expect(can({ ...owner, roleId: Role.AGENCY_AGENT }, 'apikey.create', facts)).toBe(false);
    expect(can({ id: 'a', roleId: Role.ADMIN }, 'apikey.revoke', facts)).toBe(true);
    expect(apiKeyRecord.category).toBe('apikey');
  });

  it('knows its scopes: read, a kind’s commands, one command; never the keys’ own', () => {
    expect(['read', 'patient.*', 'patient.create', 'note.create'].every(isApiKeyScope)).toBe(true);
    expect(['write', 'apikey.create', 'patient.fly', '', 7].some(isApiKeyScope)).toBe(false);
    expect(scopesGrant(['patient.*'], 'patient.update')).toBe(true);
    expect(scopesGrant(['patient.create'], 'patient.update')).toBe(false);
    expect(scopesGrant(['patient.*'], 'read')).toBe(false);
  });

  it('is a token whose id part finds the row', () => {
    const token = apiKeyToken(keyId, 'a'.repeat(43));
    expect(token).toBe(`clk_6f1c2b3a4d5e4f608a7b9c0d1e2f3a4b_${'a'.repeat(43)}`);
    expect(parseApiKeyToken(token)).toEqual({ keyId, secret: 'a'.repeat(43) });
    expect(parseApiKeyToken('clk_nothex_x')).toBeUndefined();
  });
});
