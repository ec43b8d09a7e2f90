import { randomBytes } from 'node:crypto';
import { apiKeyToken, type CreateApiKey } from '@careledger/domain';
import type { CommandSteps } from '../pipeline/command-steps';

/** 256 random bits: one SHA-256 of it is a safe thing to store (nothing to guess). */
const SECRET_BYTES = 32;

/**
 * Creating a key: its secret is drawn here, at the edge, and only its hash is kept, in a row that
 * cannot be used until the key's event is stored (a failed append removes it). The key is
 * answered once: the route is never replayed for an Idempotency-Key, and no event holds it.
 */
export const apiKeyCreationSteps = (): CommandSteps => {
  let key: string | undefined;
  return {
    async beforeAppend({ infrastructure: { apiKeys }, recordId }, { command }) {
      const { data, metadata } = command as CreateApiKey;
      const secret = randomBytes(SECRET_BYTES).toString('base64url');
      await apiKeys.insert({
        id: recordId,
        name: data.name,
        secret,
        roleId: data.roleId,
        agencyId: data.agencyId,
        partnerId: data.partnerId,
        scopes: [...new Set(data.scopes)],
        createdBy: metadata.actorId,
        createdAt: new Date(metadata.now),
      });
      key = apiKeyToken(recordId, secret);
      return { undo: () => apiKeys.remove(recordId) };
    },
    async afterAppend({ infrastructure: { apiKeys }, recordId }) {
      await apiKeys.activate(recordId);
      return key === undefined ? {} : { key };
    },
  };
};

/** Revoking: once the event is stored the row stops the key, and every process hears it at once. */
export const apiKeyRevocationSteps = (): CommandSteps => ({
  async afterAppend({ infrastructure: { apiKeys, now }, recordId }) {
    await apiKeys.revoke(recordId, now());
  },
});
