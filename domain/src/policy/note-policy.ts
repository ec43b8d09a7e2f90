import { NoteVisibility } from '../catalog/notes';
import { Role } from '../catalog/roles';
import { noteActionNames } from '../note/actions';
import { mayGiveNoteVisibility } from '../note/visibility';
import { assertNever } from '../shared/decider';
import type { Actor } from './actor';
import { categoryPolicy } from './category-policy';
import { allOf, always, anyOf, factsOf, onlyIf, type Condition, type ReadFacts } from './condition';
import { evaluateCondition } from './evaluate-condition';
import { hasPatientAccess, patientAccess, patientReadFactsOf, type PatientReadFacts } from './patient-access';
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
  /** Who reads a note: administrators, its author, and the circles its visibility names. */
  readScope: (actor: Actor) => Condition;
  readFactsOf: (facts?: RecordFacts) => ReadFacts;
  mayCreate: (actor: Actor, facts?: RecordFacts) => boolean;
}

const authoredFact = factsOf<{ readonly authorId: string | null }>();

/** Administrators read every note, authors their own, drafts included, and others by the note's visibility. */
export const readByAuthorOr = (actor: Actor, othersRead: Condition): Condition =>
  actor.roleId === Role.ADMIN ? always : anyOf(authoredFact.equals('authorId', actor.id), othersRead);

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
    const reads = evaluateCondition(audience.readScope(actor), audience.readFactsOf(facts));
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

/** A patient note's read facts: its author, its visibility (a draft's is the author's) and its patient's facts. */
export type PatientNoteReadFacts = { readonly authorId: string | null; readonly visibility: number | null; readonly patient: PatientReadFacts | null };

export const patientNoteReadFactsOf = (facts?: RecordFacts): PatientNoteReadFacts => ({
  authorId: facts?.authorId ?? null,
  visibility: facts?.visibility ?? null,
  patient: facts?.patient ? patientReadFactsOf(facts.patient) : null,
});

const patientNoteFact = factsOf<PatientNoteReadFacts>();
const patientReadFact = factsOf<PatientReadFacts>();

/**
 * DESIGN.md section 6 for patient notes, among those with access to the patient. Care team (1):
 * the caregivers on it and the agency staff who run it; anyone (3): everyone with access; agency
 * (4): the agency's staff, caregivers left out (the agency's office notes); partner (5): the
 * referring partner's staff; author (2) and administrators (6): nobody else.
 */
const othersReadPatientNote = (actor: Actor): Condition => {
  const visible = (visibility: number): Condition => patientNoteFact.equals('visibility', visibility);
  const agencySide = onAgencySide(actor);
  return allOf(
    patientNoteFact.through('patient', patientAccess(actor)),
    anyOf(
      allOf(visible(NoteVisibility.CARE_TEAM), agencySide ? always : patientNoteFact.through('patient', patientReadFact.includes('careTeam', actor.id))),
      visible(NoteVisibility.ANYONE),
      onlyIf(agencySide, visible(NoteVisibility.AGENCY)),
      onlyIf(onPartnerSide(actor), visible(NoteVisibility.PARTNER)),
    ),
  );
};

export const patientNoteReadScope = (actor: Actor): Condition => readByAuthorOr(actor, othersReadPatientNote(actor));

/**
 * Anyone with access to the patient writes notes about it, in the circles their role belongs to
 * (`noteVisibilitiesWritableBy`): a family only notes everyone with access reads.
 */
const mayCreatePatientNote = (actor: Actor, facts?: RecordFacts): boolean =>
  hasPatientAccess(actor, facts?.patient) && mayGiveNoteVisibility(actor.roleId, facts?.visibility);

export const mayActOnPatientNote = noteRules({ readScope: patientNoteReadScope, readFactsOf: patientNoteReadFactsOf, mayCreate: mayCreatePatientNote });

export const notePolicy = categoryPolicy('note', noteVerbs, mayActOnPatientNote);
