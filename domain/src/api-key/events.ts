import type { RoleId } from '../catalog/roles';
import type { Event } from '../shared/event';

export const API_KEY_STREAM_CATEGORY = 'apikey';
export const apiKeyStreamId = (keyId: string): string => `${API_KEY_STREAM_CATEGORY}-${keyId}`;

interface ApiKeyRef {
  keyId: string;
}

/** Whom a key acts as: an administrator, or the owner of one agency or one partner organisation. */
export interface ApiKeyTenancy {
  roleId: RoleId;
  agencyId: string | null;
  partnerId: string | null;
}

/**
 * The key's facts only. Its secret (and the secret's hash) never enters the store: events are
 * kept forever, the hash lives in the identity table and goes with the key.
 */
export type ApiKeyCreated = Event<'ApiKeyCreated', ApiKeyRef & ApiKeyTenancy & { name: string; scopes: string[]; createdBy: string }>;
export type ApiKeyRevoked = Event<'ApiKeyRevoked', ApiKeyRef & { revokedBy: string }>;

export type ApiKeyEvent = ApiKeyCreated | ApiKeyRevoked;
export type ApiKeyEventType = ApiKeyEvent['type'];

export const apiKeyEventTypes: readonly ApiKeyEventType[] = ['ApiKeyCreated', 'ApiKeyRevoked'];
