import {
  hubNoteReadScope,
  NoteVisibility,
  patientNoteReadScope,
  type HubNoteReadFacts,
  type PatientNoteReadFacts,
  type PatientReadFacts,
} from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { compileCondition, type SqlColumns, type SqlRelation } from '../policy/compile-condition';

/** Numbers placeholders as values are bound, so conditions can be composed in any order. */
export class Bindings {
  readonly params: unknown[] = [];

  constructor(...first: unknown[]) {
    this.params.push(...first);
  }

  bind(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** A draft or discarded note is its author's alone: the policy sees it as visibility 2 (`noteFactsOfRecord`). */
const VISIBILITY = `CASE WHEN n.status = 'published' THEN n.visibility ELSE ${NoteVisibility.AUTHOR} END`;

/** The note's patient as joined from `note_patients p`; a note about a patient the lookup lacks has none. */
const NOTE_PATIENT: SqlRelation<PatientReadFacts> = {
  related: (condition) => `p.patient_id IS NOT NULL AND (${condition})`,
  columns: { agencyId: 'p.agency_id', partnerId: 'p.partner_id', careTeam: { list: 'p.care_team', of: 'jsonb' }, createdBy: 'p.created_by' },
};

const PATIENT_NOTE_READ_COLUMNS: SqlColumns<PatientNoteReadFacts> = { authorId: 'n.author_id', visibility: VISIBILITY, patient: NOTE_PATIENT };

const HUB_NOTE_READ_COLUMNS: SqlColumns<HubNoteReadFacts> = {
  authorId: 'n.author_id',
  visibility: VISIBILITY,
  agencyId: 'n.author_agency_id',
  partnerId: 'n.author_partner_id',
};

/** The policy's `note.read` (`patientNoteReadScope`) as SQL on a note `n` joined to its patient `p`. */
export const patientNoteReadable = (actor: Actor, b: Bindings): string =>
  compileCondition(patientNoteReadScope(actor), PATIENT_NOTE_READ_COLUMNS, (value) => b.bind(value));

/** The policy's `hubnote.read` (`hubNoteReadScope`) as SQL on a hub or cluster note `n`. */
export const hubNoteReadable = (actor: Actor, b: Bindings): string =>
  compileCondition(hubNoteReadScope(actor), HUB_NOTE_READ_COLUMNS, (value) => b.bind(value));
