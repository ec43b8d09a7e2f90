import type { Actor } from '@careledger/http';
import type { SqlExecutor } from '@careledger/storage';
import { asStored, countMatches, readModelRows, type ListReads } from '../http/list-query';
import type { NotePageRows } from './note-reads';
import { NOTE_SORT_COLUMNS, type NoteListRequest, type NoteSubjectRef } from './note-list-request';
import { Bindings, hubNoteReadable, patientNoteReadable } from './note-scope';
import { NOTE_SELECT, type NoteKind, type NoteRecord } from './note-view';

const subjectColumn: Record<NoteKind, string> = { patient: 'n.patient_id', hub: 'n.hub_id', cluster: 'n.cluster_id' };

/** The read rule of a kind of note: `note.read` for patient notes, `hubnote.read` for hub and cluster notes. */
const readableOf = (kind: NoteKind): typeof patientNoteReadable => (kind === 'patient' ? patientNoteReadable : hubNoteReadable);

/** One page of `notes` in PostgreSQL (each joined to its patient's facts): the read rule and the request's filters, in the request's order, ties by id. */
export const sqlNotePage = async (reads: ListReads, actor: Actor, request: NoteListRequest): Promise<NotePageRows> => {
  const { kind, page, pageSize, sortField, sortDirection, noteTypeId, authorId, from, to } = request;
  const b = new Bindings(request.status);
  const conditions = [`n.kind = '${kind}'`, 'n.status = $1', `(${readableOf(kind)(actor, b)})`];
  if (request.subjectId !== undefined) conditions.push(`${subjectColumn[kind]} = ${b.bind(request.subjectId)}`);
  if (request.amended !== undefined) conditions.push(request.amended ? 'n.appended_count > 0' : 'n.appended_count = 0');
  if (noteTypeId !== undefined) conditions.push(`n.note_type_id = ${b.bind(noteTypeId)}`);
  if (authorId !== undefined) conditions.push(`n.author_id = ${b.bind(authorId)}`);
  if (from !== undefined) conditions.push(`n.date_of_service >= ${b.bind(from)}::date`);
  if (to !== undefined) conditions.push(`n.date_of_service <= ${b.bind(to)}::date`);
  const where = conditions.join(' AND ');
  const direction = sortDirection.toUpperCase();
  const [rows, count] = await Promise.all([
    readModelRows(reads, asStored<NoteRecord>, `${NOTE_SELECT} WHERE ${where} ORDER BY n.${NOTE_SORT_COLUMNS[sortField]} ${direction}, n.id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`, b.params),
    countMatches(reads, 'notes n LEFT JOIN note_patients p ON p.patient_id = n.patient_id', where, b.params),
  ]);
  return { rows, ...count };
};

/** The distinct authors of the subject's notes, drafts and published ones, that the actor may read. */
export const sqlNoteAuthors = async (db: SqlExecutor, actor: Actor, subject: NoteSubjectRef): Promise<string[]> => {
  const b = new Bindings(subject.id.toLowerCase());
  const { rows } = await db.query<{ author_id: string }>(
    `SELECT DISTINCT n.author_id FROM notes n LEFT JOIN note_patients p ON p.patient_id = n.patient_id
     WHERE ${subjectColumn[subject.kind]} = $1 AND n.kind = '${subject.kind}' AND n.status <> 'discarded' AND (${readableOf(subject.kind)(actor, b)})`,
    b.params,
  );
  return rows.map((row) => row.author_id);
};
