import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { can, invalid, type FieldError, type NoteAnswer, type NoteEditLogEntryAnswer, type NoteViewLogEntryAnswer, type PersonAnswer } from '@careledger/domain';
import type { DriverInstant, NoteEditRow, NoteViewRow } from '@careledger/storage';
import type { Actor } from '@careledger/http';
import { dayRangeParams } from '../http/day-range';
import { asStored, countMatches, readModelRows, parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { assertPatientRecordsReadable } from '../medication/patient-read-access';
import { assertClusterReadable } from '../shared-living/clusters.http';
import { readHub } from '../shared-living/hub-view';
import { assertUuid, iso, uuidParam } from '../shared-living/query-params';
import { Bindings, hubNoteReadable, patientNoteReadable } from './note-scope';
import { displayNamesOf, withNames, withNamesOf } from '../names/display-names';
import { NOTE_NAMES, NOTE_SELECT, noteFactsOfRecord, toNoteView, type NoteKind, type NoteRecord } from './note-view';

/** Patient notes (`/api/notes`) or hub and cluster notes (`/api/hub/notes`): the policy and kinds of each. */
export type NoteFamily = 'patient' | 'hub';

const families = {
  patient: { kinds: ['patient'], action: 'note.read', readable: patientNoteReadable, noun: 'note' },
  hub: { kinds: ['hub', 'cluster'], action: 'hubnote.read', readable: hubNoteReadable, noun: 'hub note' },
} as const;

/** Whose notes a list is about. */
export interface NoteSubjectRef {
  kind: NoteKind;
  id: string;
}

const subjectColumn: Record<NoteKind, string> = { patient: 'n.patient_id', hub: 'n.hub_id', cluster: 'n.cluster_id' };
const familyOf = (kind: NoteKind): NoteFamily => (kind === 'patient' ? 'patient' : 'hub');

const SORT_COLUMNS = { dateOfService: 'n.date_of_service', createdAt: 'n.created_at', updatedAt: 'n.updated_at' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];

const parseIsDraft = (raw: string, errors: FieldError[]): boolean => {
  if (raw === '1' || raw === 'true') return true;
  if (raw !== '0' && raw !== 'false') errors.push({ path: 'isDraft', message: 'must be 0, 1, true or false' });
  return false;
};

const NOTE_STATUSES = ['published', 'draft'] as const;

/** `status` of the inbox: published notes unless `draft` is asked for. */
const noteStatusParam = (raw: unknown, errors: FieldError[]): (typeof NOTE_STATUSES)[number] => {
  if (raw === undefined || raw === '') return 'published';
  const status = NOTE_STATUSES.find((candidate) => candidate === raw);
  if (status === undefined) errors.push({ path: 'status', message: `must be one of ${NOTE_STATUSES.join(', ')}` });
  return status ?? 'published';
};

const booleanParam = (raw: unknown, path: string, errors: FieldError[]): boolean | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  errors.push({ path, message: 'must be true or false' });
  return undefined;
};

const positiveInteger = (raw: unknown, path: string, errors: FieldError[]): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw === 'string' && /^[1-9]\d{0,8}$/.test(raw)) return Number(raw);
  errors.push({ path, message: 'must be a positive whole number' });
  return undefined;
};

/** What every note list is narrowed and ordered by. */
interface NoteFilter {
  page: number;
  pageSize: number;
  sortField: keyof typeof SORT_COLUMNS;
  sortDirection: 'asc' | 'desc';
  noteTypeId: number | undefined;
  authorId: string | undefined;
  from: string | undefined;
  to: string | undefined;
}

const parseNoteFilter = (query: Record<string, unknown>, errors: FieldError[]): NoteFilter => {
  const { from, to } = dayRangeParams(query, errors);
  return {
    ...parseListQuery(query, SORT_FIELDS, 'dateOfService:desc', errors),
    noteTypeId: positiveInteger(query.noteTypeId, 'noteTypeId', errors),
    authorId: uuidParam(query.authorId, 'authorId', errors),
    from,
    to,
  };
};


/** The read side of notes: lists, one note, authors and the two logs, each limited to what the actor may read. */
@Injectable()
export class NoteQueries {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  async list(actor: Actor, subject: NoteSubjectRef, isDraftRaw: string, query: Record<string, unknown>): Promise<Page<NoteAnswer>> {
    const errors: FieldError[] = [];
    uuidParam(subject.id, `${subject.kind}Id`, errors);
    const isDraft = parseIsDraft(isDraftRaw, errors);
    const filter = parseNoteFilter(query, errors);
    throwIfInvalid(errors);
    await this.assertSubjectReadable(actor, subject);

    const b = new Bindings(subject.id.toLowerCase(), isDraft ? 'draft' : 'published');
    const conditions = [`${subjectColumn[subject.kind]} = $1`, `n.kind = '${subject.kind}'`, 'n.status = $2', `(${families[familyOf(subject.kind)].readable(actor, b)})`];
    return this.page(b, conditions, filter);
  }

  /**
   * The notes inbox: every patient's note the actor may read, drafts (their own) or published,
   * narrowed by patient, author, type, days of service and whether anything was appended. The
   * policy's read scope is the only thing that limits it.
   */
  async inbox(actor: Actor, query: Record<string, unknown>): Promise<Page<NoteAnswer>> {
    const errors: FieldError[] = [];
    const status = noteStatusParam(query.status, errors);
    const patientId = uuidParam(query.patientId, 'patientId', errors);
    const amended = booleanParam(query.amended, 'amended', errors);
    const filter = parseNoteFilter(query, errors);
    throwIfInvalid(errors);

    const b = new Bindings(status);
    const conditions = [`n.kind = 'patient'`, 'n.status = $1', `(${patientNoteReadable(actor, b)})`];
    if (patientId !== undefined) conditions.push(`n.patient_id = ${b.bind(patientId.toLowerCase())}`);
    if (amended !== undefined) conditions.push(amended ? 'n.appended_count > 0' : 'n.appended_count = 0');
    return this.page(b, conditions, filter);
  }

  private async page(b: Bindings, base: string[], filter: NoteFilter): Promise<Page<NoteAnswer>> {
    const { page, pageSize, sortField, sortDirection, noteTypeId, authorId, from, to } = filter;
    const conditions = [...base];
    if (noteTypeId !== undefined) conditions.push(`n.note_type_id = ${b.bind(noteTypeId)}`);
    if (authorId !== undefined) conditions.push(`n.author_id = ${b.bind(authorId)}`);
    if (from !== undefined) conditions.push(`n.date_of_service >= ${b.bind(from)}::date`);
    if (to !== undefined) conditions.push(`n.date_of_service <= ${b.bind(to)}::date`);
    const where = conditions.join(' AND ');
    const direction = sortDirection.toUpperCase();
    const [rows, count] = await Promise.all([
      readModelRows(this.infrastructure, asStored<NoteRecord>, `${NOTE_SELECT} WHERE ${where} ORDER BY ${SORT_COLUMNS[sortField]} ${direction}, n.id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`, b.params),
      countMatches(this.infrastructure, 'notes n LEFT JOIN note_patients p ON p.patient_id = n.patient_id', where, b.params),
    ]);
    const names = await displayNamesOf(this.infrastructure, 'user', rows.map((row) => row.author_id));
    const data = await withNames(this.infrastructure, rows.map((row) => toNoteView(row, names)), NOTE_NAMES);
    return { data, ...count, page, pageSize };
  }

  /** Distinct authors of the notes the actor may read about the subject, by name. */
  async authors(actor: Actor, subject: NoteSubjectRef): Promise<{ data: PersonAnswer[] }> {
    await this.assertSubjectReadable(actor, subject);
    const b = new Bindings(subject.id.toLowerCase());
    const { rows } = await this.infrastructure.db.query<{ author_id: string }>(
      `SELECT DISTINCT n.author_id FROM notes n LEFT JOIN note_patients p ON p.patient_id = n.patient_id
       WHERE ${subjectColumn[subject.kind]} = $1 AND n.kind = '${subject.kind}' AND n.status <> 'discarded' AND (${families[familyOf(subject.kind)].readable(actor, b)})`,
      b.params,
    );
    const names = await displayNamesOf(this.infrastructure, 'user', rows.map((row) => row.author_id));
    const authors = rows.map((row) => ({ id: row.author_id, name: names.get(row.author_id) ?? null }));
    return { data: authors.sort((x, y) => (x.name ?? '').localeCompare(y.name ?? '') || x.id.localeCompare(y.id)) };
  }

  /**
   * The notes about a patient, hub or cluster the actor may not read are refused (403), as its
   * tasks and medications are, never answered with an empty list; an unknown one is 404.
   */
  private async assertSubjectReadable(actor: Actor, subject: NoteSubjectRef): Promise<void> {
    const { db } = this.infrastructure;
    switch (subject.kind) {
      case 'patient':
        assertUuid(subject.id, 'patientId', 'patient');
        return assertPatientRecordsReadable(db, actor, subject.id.toLowerCase(), 'patient.read', 'notes');
      case 'hub':
        await readHub(db, actor, subject.id, 'hubId');
        return;
      case 'cluster':
        return assertClusterReadable(db, actor, subject.id);
    }
  }

  /** One note the actor may read: 400 malformed id, 404 unknown (or of the other family), 403 not theirs to read. */
  async record(actor: Actor, family: NoteFamily, id: string): Promise<NoteRecord> {
    const { kinds, action, noun } = families[family];
    assertUuid(id, 'id', noun);
    const { rows } = await this.infrastructure.db.query<NoteRecord>(`${NOTE_SELECT} WHERE n.id = $1`, [id.toLowerCase()]);
    const row = rows[0];
    if (!row || !(kinds as readonly string[]).includes(row.kind)) throw new NotFoundException({ message: `No ${noun} has the id ${id}.` });
    if (!can(actor, action, noteFactsOfRecord(row))) throw new ForbiddenException({ message: `You may not read this ${noun}.` });
    return row;
  }

  async get(actor: Actor, family: NoteFamily, id: string): Promise<NoteAnswer> {
    const row = await this.record(actor, family, id);
    return withNamesOf(this.infrastructure, toNoteView(row, await displayNamesOf(this.infrastructure, 'user', [row.author_id])), NOTE_NAMES);
  }

  async editLog(actor: Actor, family: NoteFamily, id: string, query: Record<string, unknown>): Promise<Page<NoteEditLogEntryAnswer>> {
    const { page, pageSize, direction } = this.logPaging(query, 'at');
    const note = await this.record(actor, family, id);
    const [rows, count] = await Promise.all([
      readModelRows(this.infrastructure, asStored<Omit<NoteEditRow<DriverInstant>, 'note_id' | 'detail' | 'last_position'> & { detail: NoteEditRow['detail'] | string }>,
        `SELECT version, action, actor_id, actor_role, at, detail FROM note_edit_log WHERE note_id = $1 ORDER BY version ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        [note.id],
      ),
      countMatches(this.infrastructure, 'note_edit_log', 'note_id = $1', [note.id]),
    ]);
    const names = await displayNamesOf(this.infrastructure, 'user', rows.map((row) => row.actor_id));
    const data = rows.map((row) => ({
      version: row.version,
      action: row.action,
      actor: { id: row.actor_id, name: names.get(row.actor_id) ?? null },
      actorRole: row.actor_role,
      at: iso(row.at) as string,
      detail: typeof row.detail === 'string' ? (JSON.parse(row.detail) as Record<string, unknown>) : row.detail,
    }));
    return { data, ...count, page, pageSize };
  }

  async viewLog(actor: Actor, family: NoteFamily, id: string, query: Record<string, unknown>): Promise<Page<NoteViewLogEntryAnswer>> {
    const { page, pageSize, direction } = this.logPaging(query, 'viewedAt');
    const note = await this.record(actor, family, id);
    const [rows, count] = await Promise.all([
      readModelRows(this.infrastructure, asStored<Omit<NoteViewRow<DriverInstant>, 'note_id' | 'last_position'>>,
        `SELECT version, viewer_id, role_id, viewed_at FROM note_view_log WHERE note_id = $1 ORDER BY version ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        [note.id],
      ),
      countMatches(this.infrastructure, 'note_view_log', 'note_id = $1', [note.id]),
    ]);
    const names = await displayNamesOf(this.infrastructure, 'user', rows.map((row) => row.viewer_id));
    const data = rows.map((row) => ({
      version: row.version,
      viewer: { id: row.viewer_id, name: names.get(row.viewer_id) ?? null },
      roleId: row.role_id,
      viewedAt: iso(row.viewed_at) as string,
    }));
    return { data, ...count, page, pageSize };
  }

  /** Logs are in the order they were written (the stream version), newest first unless sorted `:asc`. */
  private logPaging<Field extends string>(query: Record<string, unknown>, field: Field) {
    const errors: FieldError[] = [];
    const { page, pageSize, sortDirection } = parseListQuery(query, [field], `${field}:desc`, errors);
    if (errors.length > 0) throw invalid(errors, 'The query parameters are not valid.');
    return { page, pageSize, direction: sortDirection === 'asc' ? 'ASC' : 'DESC' };
  }
}
