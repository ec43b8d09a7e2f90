import { NoteVisibility } from '../catalog/notes';
import { Role } from '../catalog/roles';
import { mayGiveNoteVisibility } from '../note/visibility';
import { assertNever } from '../shared/decider';
import { worksForAgency, type Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { onAgencySide, onPartnerSide, noteRules, noteVerbs } from './note-policy';
import type { RecordFacts } from './resource';

/** The partner staff of the organisation a hub note was written for. */
const worksForPartner = (actor: Actor, partnerId: string | null | undefined): boolean =>
  onPartnerSide(actor) && partnerId != null && actor.partnerId != null && partnerId === actor.partnerId;

const agencyStaffOf = (actor: Actor, facts?: RecordFacts): boolean => onAgencySide(actor) && worksForAgency(actor, facts?.agencyId);

/**
 * Hub notes have no hub facts to consult, so the circles are drawn around the organisation the
 * author wrote for (`agencyId`, `partnerId` recorded on the note). Care team (1) and agency (4):
 * that agency's staff; caregivers are left out of the care team because nothing says which of
 * them work at the hub; anyone (3): the agency's staff and caregivers and the partner's staff;
 * partner (5): the partner's staff. A note written by an administrator belongs to no organisation
 * and is read by administrators only.
 */
export const readsOthersHubNote = (actor: Actor, facts?: RecordFacts): boolean => {
  const visibility = facts?.visibility;
  switch (visibility) {
    case NoteVisibility.CARE_TEAM:
    case NoteVisibility.AGENCY:
      return agencyStaffOf(actor, facts);
    case NoteVisibility.ANYONE:
      return (
        agencyStaffOf(actor, facts) ||
        (actor.roleId === Role.CAREGIVER && worksForAgency(actor, facts?.agencyId)) ||
        worksForPartner(actor, facts?.partnerId)
      );
    case NoteVisibility.PARTNER:
      return worksForPartner(actor, facts?.partnerId);
    case NoteVisibility.AUTHOR:
    case NoteVisibility.ADMINISTRATOR:
    case null:
    case undefined:
      return false;
    default:
      return assertNever(visibility);
  }
};

/**
 * Administrators, and the staff who run hubs: agency-side roles for their agency and partners for
 * their own organisation (the note records it). Caregivers and families read hub notes at most.
 */
const mayCreateHubNote = (actor: Actor, facts?: RecordFacts): boolean => {
  const forOwnOrganisation = actor.roleId === Role.ADMIN || agencyStaffOf(actor, facts) || worksForPartner(actor, facts?.partnerId);
  return forOwnOrganisation && mayGiveNoteVisibility(actor.roleId, facts?.visibility);
};

export const mayActOnHubNote = noteRules({ readsOthersNote: readsOthersHubNote, mayCreate: mayCreateHubNote });

export const hubNotePolicy = categoryPolicy('hubnote', noteVerbs, mayActOnHubNote);
