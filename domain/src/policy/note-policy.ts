import { NoteVisibility } from '../catalog/notes';
import { Role } from '../catalog/roles';
import { noteActionNames } from '../note/actions';
import { mayGiveNoteVisibility } from '../note/visibility';
import { assertNever } from '../shared/decider';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { hasPatientAccess, isOnCareTeam } from './patient-access';
import type { RecordFacts } from './resource';

/** Patient notes (`note.*`) and hub notes (`hubnote.*`) share their verbs. */
export const noteVerbs = ['create', 'read', ...noteActionNames] as const;
export type NoteVerb = (typeof noteVerbs)[number];

export const onAgencySide = (actor: Actor): boolean =>
  actor.roleId === Role.AGENCY || actor.roleId === Role.AGENCY_AGENT || actor.roleId === Role.PROVIDER;

export const onPartnerSide = (actor: Actor): boolean => actor.roleId === Role.PARTNER || actor.roleId === Role.PARTNER_AGENT;

export const isNoteAuthor = (actor: Actor, facts?: RecordFacts): boolean => facts?.authorId != null && facts.authorId === actor.id;

/** Who reads and who writes one kind of note; the rest of the rules are the same for both kinds. */
export interface NoteAudience {
  /** Reading someone else's note; administrators and the author are let through before this. */
  readsOthersNote: (actor: Actor, facts?: RecordFacts) => boolean;
  mayCreate: (actor: Actor, facts?: RecordFacts) => boolean;
}

/**
 * The rules common to patient and hub notes. Administrators do everything, and the author always
 * reads their own note. A draft is its author's to edit, publish or discard; privacy and note
 * fields stay with the author too. Anyone on staff (every role but families) who reads a published
 * note may append to it, and may then correct their own appended note: insert and strike are let
 * through here for anyone who could author some part of the note, and the decider narrows them to
 * the author of the part they change.
 */
export const noteRules =
  (audience: NoteAudience) =>
  (actor: Actor, verb: NoteVerb, facts?: RecordFacts): boolean => {
    const admin = actor.roleId === Role.ADMIN;
    const author = isNoteAuthor(actor, facts);
    const reads = admin || author || audience.readsOthersNote(actor, facts);
    switch (verb) {
      case 'create':
        return audience.mayCreate(actor, facts);
      case 'read':
      case 'log':
        return reads;
      case 'edit-draft':
      case 'publish':
      case 'discard':
      case 'privacy':
      case 'fields':
        return admin || author;
      case 'append':
      case 'insert':
      case 'strike':
        return admin || author || (reads && actor.roleId !== Role.USER);
      default:
        return assertNever(verb);
    }
  };

/**
 * DESIGN.md section 6 for patient notes, among those with access to the patient. Care team (1):
 * the caregivers on it and the agency staff who run it; anyone (3): everyone with access; agency
 * (4): the agency's staff, caregivers left out (the agency's office notes); partner (5): the
 * referring partner's staff; author (2) and administrators (6): nobody else.
 */
export const readsOthersPatientNote = (actor: Actor, facts?: RecordFacts): boolean => {
  const patient = facts?.patient;
  if (!patient || !hasPatientAccess(actor, patient)) return false;
  switch (facts.visibility) {
    case NoteVisibility.CARE_TEAM:
      return isOnCareTeam(actor, patient) || onAgencySide(actor);
    case NoteVisibility.ANYONE:
      return true;
    case NoteVisibility.AGENCY:
      return onAgencySide(actor);
    case NoteVisibility.PARTNER:
      return onPartnerSide(actor);
    case NoteVisibility.AUTHOR:
    case NoteVisibility.ADMINISTRATOR:
    case null:
    case undefined:
      return false;
    default:
      return assertNever(facts.visibility);
  }
};

/**
 * Anyone with access to the patient writes notes about it, in the circles their role belongs to
 * (`noteVisibilitiesWritableBy`): a family only notes everyone with access reads.
 */
const mayCreatePatientNote = (actor: Actor, facts?: RecordFacts): boolean =>
  hasPatientAccess(actor, facts?.patient) && mayGiveNoteVisibility(actor.roleId, facts?.visibility);

export const mayActOnPatientNote = noteRules({ readsOthersNote: readsOthersPatientNote, mayCreate: mayCreatePatientNote });

export const notePolicy = categoryPolicy('note', noteVerbs, mayActOnPatientNote);
