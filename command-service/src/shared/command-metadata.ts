import { randomUUID } from 'node:crypto';
import type { CommandMetadata } from '@careledger/domain';
import type { Actor } from '@careledger/http';

export const commandMetadata = (actor: Actor, now: Date): CommandMetadata => {
  const commandId = randomUUID();
  return { commandId, correlationId: commandId, actorId: actor.id, actorRole: actor.roleId, now: now.toISOString(), ...(actor.apiKey ? { apiKey: actor.apiKey } : {}) };
};
