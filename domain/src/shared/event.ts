import type { RoleId } from '../catalog/roles';

/** Who did what, when and why: carried by every stored event (DESIGN.md section 2). */
export interface EventMetadata {
  actorId: string;
  actorRole: RoleId;
  correlationId: string;
  /** The id of the command that caused the event. */
  causationId: string;
  /** ISO-8601 instant taken from the command, never from a clock inside the domain. */
  occurredAt: string;
  schemaVersion: number;
  /** The API key a call was made with (then also `actorId`), with its name at the time. */
  apiKey?: { id: string; name: string };
}

/** What a decider returns: an event before the store gives it metadata and a position. */
export interface Event<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface EventWithMetadata<Type extends string = string, Data = unknown> extends Event<Type, Data> {
  metadata: EventMetadata;
}
