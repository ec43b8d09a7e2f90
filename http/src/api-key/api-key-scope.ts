import { SetMetadata } from '@nestjs/common';
import type { ApiKeyIdentity } from '@careledger/storage';

export const API_KEY_SCOPE = 'careledger:api-key-scope';

/**
 * The scope a call made with an API key needs on this route (a command's `<kind>.<action>`), or
 * `false` for a route no key may call (the keys' own). Without it a read needs `read`.
 */
export const ApiKeyScope = (scope: string | false) => SetMetadata(API_KEY_SCOPE, scope);

/** The API keys the SessionGuard reads, provided by each service module. */
export const API_KEYS = Symbol('ApiKeys');

export interface ApiKeyAccess {
  keys: {
    lookup(token: string | undefined): Promise<{ status: 'active'; key: ApiKeyIdentity } | { status: 'none' }>;
    used(id: string, at: Date): void;
  };
  /** True in the query service, whose POST routes are reads (reports); a command route names its scope. */
  postsAreReads: boolean;
}
