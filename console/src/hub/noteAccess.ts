import { NoteVisibility, mayActOnHubNote, noteVisibilitiesWritableBy, type Actor, type RecordFacts } from '@careledger/domain';

/** A hub note is read and written through the organization its author wrote for: here, the actor's own. */
const ownOrganization = (actor: Actor): RecordFacts => ({ agencyId: actor.agencyId ?? null, partnerId: actor.partnerId ?? null });

/**
 * Whether the actor reads hub notes at all: those of their own organization open to anyone
 * (domain/src/policy/hub-note-policy.ts). The server narrows each list to what they may read.
 */
export const mayReadHubNotes = (actor: Actor): boolean => mayActOnHubNote(actor, 'read', { ...ownOrganization(actor), visibility: NoteVisibility.ANYONE });

/** Administrators and the staff of an agency or a partner write hub notes; caregivers and families read them at most. */
export const mayWriteHubNotes = (actor: Actor): boolean =>
  noteVisibilitiesWritableBy[actor.roleId].some((visibility) => mayActOnHubNote(actor, 'create', { ...ownOrganization(actor), visibility }));
