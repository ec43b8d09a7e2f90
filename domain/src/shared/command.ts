import type { RoleId } from '../catalog/roles';

/** Time, ids and the actor come in with the command: the domain has no clock. */
export interface CommandMetadata {
  commandId: string;
  correlationId: string;
  actorId: string;
  actorRole: RoleId;
  /** ISO-8601 instant at which the command was received. */
  now: string;
  /** The API key the command was sent with, if any: its events carry it. */
  apiKey?: { id: string; name: string };
}

export interface Command<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata: CommandMetadata;
}
