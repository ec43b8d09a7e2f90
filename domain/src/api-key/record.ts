import { z } from 'zod';
import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import { creation, unversionedAction, type RecordType } from '../record/record-type';
import { uuidField } from '../shared/fields';
import { ruleMessage } from '../shared/validation';
import { MAX_API_KEY_NAME_LENGTH, MAX_API_KEY_SCOPES, type ApiKeyAction, type ApiKeyCommand } from './commands';
import { apiKeyDecider } from './decider';
import { oneOrganisation } from './errors';
import type { ApiKeyEvent, ApiKeyTenancy } from './events';
import { apiKeyFactsOf, apiKeyStateFacts } from './facts';
import { isApiKeyScope } from './scopes';
import type { ApiKeyState } from './state';


const name = z
  .string({ error: ruleMessage('must be a string') })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(MAX_API_KEY_NAME_LENGTH, { error: `must be at most ${MAX_API_KEY_NAME_LENGTH} characters` });

const scope = z.custom<string>(isApiKeyScope, { error: ruleMessage('must be a known scope: read, <kind>.* or <kind>.<command> (see GET /api/api-keys/scopes)') }).meta({ examples: ['read'] });

const scopes = z
  .array(scope, { error: ruleMessage('must be a list of scopes') })
  .min(1, { error: 'must name at least one scope' })
  .max(MAX_API_KEY_SCOPES, { error: `must name at most ${MAX_API_KEY_SCOPES} scopes` });

export const apiKeyCreationShape = {
  name,
  scopes,
  agencyId: uuidField.nullable().optional(),
  partnerId: uuidField.nullable().optional(),
};

interface TenancyBody {
  agencyId?: string | null;
  partnerId?: string | null;
}

/**
 * Whom a new key acts as: the organisation its body names, else its creator's own (an
 * administrator's key acts as an administrator). Whether the creator may make a key for that
 * organisation is the policy's to say (`mayActOnApiKey`), after the named records are known to
 * exist, as for every command.
 */
export const apiKeyTenancyOf = ({ agencyId, partnerId }: TenancyBody, actor: Actor): ApiKeyTenancy => {
  if (agencyId && partnerId) throw oneOrganisation();
  if (agencyId) return { roleId: Role.AGENCY, agencyId, partnerId: null };
  if (partnerId) return { roleId: Role.PARTNER, agencyId: null, partnerId };
  if (actor.roleId === Role.ADMIN) return { roleId: Role.ADMIN, agencyId: null, partnerId: null };
  return { roleId: actor.roleId, agencyId: actor.agencyId ?? null, partnerId: actor.partnerId ?? null };
};

export const apiKeyRecord: RecordType<ApiKeyState, ApiKeyCommand, ApiKeyEvent, ApiKeyAction> = {
  category: 'apikey',
  noun: 'API key',
  decider: apiKeyDecider,
  exists: (state) => state.status !== 'none',
  create: creation(apiKeyCreationShape, (keyId, body, metadata, actor) => ({
    type: 'CreateApiKey',
    data: { keyId, name: body.name, scopes: body.scopes, ...apiKeyTenancyOf(body, actor) },
    metadata,
  })),
  actions: {
    // Revoking depends on no state a client read: a revoked key must stop at once, whatever changed.
    revoke: unversionedAction({}, (keyId, _body, metadata) => ({ type: 'RevokeApiKey', data: { keyId }, metadata })),
  },
  factsOf: apiKeyStateFacts,
  factsOfCreation: (command) => (command.type === 'CreateApiKey' ? apiKeyFactsOf(command.data.keyId, command.data) : {}),
};
