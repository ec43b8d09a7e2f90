import { NoteVisibility } from '../catalog/notes';
import { Role } from '../catalog/roles';
import { mayGiveNoteVisibility } from '../note/visibility';
import { worksForAgency, type Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { allOf, anyOf, factsOf, onlyIf, type Condition } from './condition';
import { onAgencySide, onPartnerSide, noteRules, noteVerbs, readByAuthorOr } from './note-policy';
import type { RecordFacts } from './resource';

/** The partner staff of the organisation a hub note was written for. */
const worksForPartner = (actor: Actor, partnerId: string | null | undefined): boolean =>
  onPartnerSide(actor) && partnerId != null && actor.partnerId != null && partnerId === actor.partnerId;

const agencyStaffOf = (actor: Actor, facts?: RecordFacts): boolean => onAgencySide(actor) && worksForAgency(actor, facts?.agencyId);

/** A hub or cluster note's read facts: its author, its visibility (a draft's is the author's) and the organisation it was written for. */
export type HubNoteReadFacts = {
  readonly authorId: string | null;
  readonly visibility: number | null;
  readonly agencyId: string | null;
  readonly partnerId: string | null;
};

export const hubNoteReadFactsOf = (facts?: RecordFacts): HubNoteReadFacts => ({
  authorId: facts?.authorId ?? null,
  visibility: facts?.visibility ?? null,
  agencyId: facts?.agencyId ?? null,
  partnerId: facts?.partnerId ?? null,
});

const hubNoteFact = factsOf<HubNoteReadFacts>();

/**
 * Hub notes have no hub facts to consult, so the circles are drawn around the organisation the
 * author wrote for (`agencyId`, `partnerId` recorded on the note). Care team (1) and agency (4):
 * that agency's staff; caregivers are left out of the care team because nothing says which of
 * them work at the hub; anyone (3): the agency's staff and caregivers and the partner's staff;
 * partner (5): the partner's staff. A note written by an administrator belongs to no organisation
 * and is read by administrators only.
 */
const othersReadHubNote = (actor: Actor): Condition => {
  const visible = (visibility: number): Condition => hubNoteFact.equals('visibility', visibility);
  const sameAgency = hubNoteFact.equals('agencyId', actor.agencyId);
  const agencyStaff = onlyIf(onAgencySide(actor), sameAgency);
  const partnerStaff = onlyIf(onPartnerSide(actor), hubNoteFact.equals('partnerId', actor.partnerId));
  return anyOf(
    allOf(anyOf(visible(NoteVisibility.CARE_TEAM), visible(NoteVisibility.AGENCY)), agencyStaff),
    allOf(visible(NoteVisibility.ANYONE), anyOf(agencyStaff, onlyIf(actor.roleId === Role.CAREGIVER, sameAgency), partnerStaff)),
    allOf(visible(NoteVisibility.PARTNER), partnerStaff),
  );
};

export const hubNoteReadScope = (actor: Actor): Condition => readByAuthorOr(actor, othersReadHubNote(actor));

/**
 * Administrators, and the staff who run hubs: agency-side roles for their agency and partners for
 * their own organisation (the note records it). Caregivers and families read hub notes at most.
 */
const mayCreateHubNote = (actor: Actor, facts?: RecordFacts): boolean => {
  const forOwnOrganisation = actor.roleId === Role.ADMIN || agencyStaffOf(actor, facts) || worksForPartner(actor, facts?.partnerId);
  return forOwnOrganisation && mayGiveNoteVisibility(actor.roleId, facts?.visibility);
};

export const mayActOnHubNote = noteRules({ readScope: hubNoteReadScope, readFactsOf: hubNoteReadFactsOf, mayCreate: mayCreateHubNote });

export const hubNotePolicy = categoryPolicy('hubnote', noteVerbs, mayActOnHubNote);
