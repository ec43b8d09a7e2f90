import { hubNoteReadScope, patientNoteReadScope, type HubNoteReadFacts, type PatientNoteReadFacts } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import type { Document } from 'mongodb';
import { mongoPagePipeline } from '../../http/mongo-list';
import { compileMongoCondition, type MongoFields } from '../../policy/compile-mongo-condition';
import { NOTE_SORT_COLUMNS, type NoteListRequest, type NoteSubjectRef } from '../note-list-request';
import type { NoteKind } from '../note-view';

/** The document carries its patient's facts (`patient`, null where the note has none), as PostgreSQL joins `note_patients p`. */
const PATIENT_NOTE_READ_FIELDS: MongoFields<PatientNoteReadFacts> = {
  authorId: 'author_id',
  visibility: 'read_visibility',
  patient: {
    related: (filter) => ({ $and: [{ patient: { $ne: null } }, filter] }),
    fields: { agencyId: 'patient.agency_id', partnerId: 'patient.partner_id', careTeam: { list: 'patient.care_team' }, createdBy: 'patient.created_by' },
  },
};

const HUB_NOTE_READ_FIELDS: MongoFields<HubNoteReadFacts> = {
  authorId: 'author_id',
  visibility: 'read_visibility',
  agencyId: 'author_agency_id',
  partnerId: 'author_partner_id',
};

const SUBJECT_FIELDS: Record<NoteKind, string> = { patient: 'patient_id', hub: 'hub_id', cluster: 'cluster_id' };

const allOf = (filters: readonly Document[]): Document => {
  const narrowing = filters.filter((filter) => Object.keys(filter).length > 0);
  return narrowing.length === 0 ? {} : narrowing.length === 1 ? (narrowing[0] as Document) : { $and: narrowing };
};

/** The policy's read rule of a kind of note as a filter on `notes` documents: `note.read` for patient notes, `hubnote.read` for hub and cluster notes. */
export const noteScopeFilter = (actor: Actor, kind: NoteKind): Document =>
  kind === 'patient'
    ? compileMongoCondition(patientNoteReadScope(actor), PATIENT_NOTE_READ_FIELDS)
    : compileMongoCondition(hubNoteReadScope(actor), HUB_NOTE_READ_FIELDS);

/** The kind, status, read rule and the request's filters, as `sqlNotePage` puts them in its WHERE. Days of service are YYYY-MM-DD text, which orders as days do. */
export const noteListFilter = (actor: Actor, request: NoteListRequest): Document => {
  const filters: Document[] = [{ kind: { $eq: request.kind } }, { status: { $eq: request.status } }, noteScopeFilter(actor, request.kind)];
  if (request.subjectId !== undefined) filters.push({ [SUBJECT_FIELDS[request.kind]]: { $eq: request.subjectId } });
  if (request.amended !== undefined) filters.push({ appended_count: request.amended ? { $gt: 0 } : { $eq: 0 } });
  if (request.noteTypeId !== undefined) filters.push({ note_type_id: { $eq: request.noteTypeId } });
  if (request.authorId !== undefined) filters.push({ author_id: { $eq: request.authorId } });
  const served: Document = {};
  if (request.from !== undefined) served.$gte = request.from;
  if (request.to !== undefined) served.$lte = request.to;
  if (Object.keys(served).length > 0) filters.push({ date_of_service: served });
  return allOf(filters);
};

/** The list request as MongoDB reads it: the filter (which the count shares) and the page's aggregation. */
export const noteListQuery = (actor: Actor, request: NoteListRequest): { filter: Document; pipeline: Document[] } => {
  const filter = noteListFilter(actor, request);
  // The domain's folded state is for the projector: it stays on the server.
  const pipeline = [...mongoPagePipeline(filter, { field: NOTE_SORT_COLUMNS[request.sortField], direction: request.sortDirection }, request), { $project: { state: 0 } }];
  return { filter, pipeline };
};

/** The notes whose authors the subject's author list names: drafts and published ones the actor may read, as `sqlNoteAuthors` reads them. */
export const noteAuthorsFilter = (actor: Actor, subject: NoteSubjectRef): Document =>
  allOf([
    { kind: { $eq: subject.kind } },
    { [SUBJECT_FIELDS[subject.kind]]: { $eq: subject.id.toLowerCase() } },
    { status: { $ne: 'discarded' } },
    noteScopeFilter(actor, subject.kind),
  ]);
