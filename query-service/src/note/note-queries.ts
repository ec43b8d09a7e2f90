import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { can, invalid, type FieldError, type NoteAnswer, type NoteEditLogEntryAnswer, type NoteViewLogEntryAnswer, type PersonAnswer } from '@careledger/domain';
import type { DriverInstant, NoteEditRow, NoteViewRow } from '@careledger/storage';
import type { Actor } from '@careledger/http';
import { asStored, countMatches, readModelRows, parseListQuery, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { assertPatientRecordsReadable } from '../medication/patient-read-access';
import { assertClusterReadable } from '../shared-living/clusters.http';
import { readHub } from '../shared-living/hub-view';
import { assertUuid, iso } from '../shared-living/query-params';
import { displayNamesOf, withNames, withNamesOf } from '../names/display-names';
import { parseNoteInbox, parseSubjectNoteList, type NoteListRequest, type NoteSubjectRef } from './note-list-request';
import { NOTE_NAMES, NOTE_SELECT, noteFactsOfRecord, toNoteView, type NoteRecord } from './note-view';
import { sqlNoteAuthors, sqlNotePage } from './sql-note-page';

/** Patient notes (`/api/notes`) or hub and cluster notes (`/api/hub/notes`): the policy and kinds of each. */
export type NoteFamily = 'patient' | 'hub';

const families = {
  patient: { kinds: ['patient'], action: 'note.read', noun: 'note' },
  hub: { kinds: ['hub', 'cluster'], action: 'hubnote.read', noun: 'hub note' },
} as const;

/** The read side of notes: lists, one note, authors and the two logs, each limited to what the actor may read. */
@Injectable()
export class NoteQueries {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  async list(actor: Actor, subject: NoteSubjectRef, isDraftRaw: string, query: Record<string, unknown>): Promise<Page<NoteAnswer>> {
    const request = parseSubjectNoteList(subject, isDraftRaw, query);
    await this.assertSubjectReadable(actor, subject);
    return this.page(actor, request);
  }

  /**
   * The notes inbox: every patient's note the actor may read, drafts (their own) or published,
   * narrowed by patient, author, type, days of service and whether anything was appended. The
   * policy's read scope is the only thing that limits it.
   */
  async inbox(actor: Actor, query: Record<string, unknown>): Promise<Page<NoteAnswer>> {
    return this.page(actor, parseNoteInbox(query));
  }

  private async page(actor: Actor, request: NoteListRequest): Promise<Page<NoteAnswer>> {
    const { mongo } = this.infrastructure;
    const { rows, ...count } = mongo ? await mongo.notes.page(actor, request) : await sqlNotePage(this.infrastructure, actor, request);
    const names = await displayNamesOf(this.infrastructure, 'user', rows.map((row) => row.author_id));
    const data = await withNames(this.infrastructure, rows.map((row) => toNoteView(row, names)), NOTE_NAMES);
    return { data, ...count, page: request.page, pageSize: request.pageSize };
  }

  /** Distinct authors of the notes the actor may read about the subject, by name. */
  async authors(actor: Actor, subject: NoteSubjectRef): Promise<{ data: PersonAnswer[] }> {
    await this.assertSubjectReadable(actor, subject);
    const { mongo, db } = this.infrastructure;
    const ids = mongo ? await mongo.notes.authors(actor, subject) : await sqlNoteAuthors(db, actor, subject);
    const names = await displayNamesOf(this.infrastructure, 'user', ids);
    const authors = ids.map((id) => ({ id, name: names.get(id) ?? null }));
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
    const row = await this.load(id.toLowerCase());
    if (!row || !(kinds as readonly string[]).includes(row.kind)) throw new NotFoundException({ message: `No ${noun} has the id ${id}.` });
    if (!can(actor, action, noteFactsOfRecord(row))) throw new ForbiddenException({ message: `You may not read this ${noun}.` });
    return row;
  }

  private async load(id: string): Promise<NoteRecord | null> {
    const { mongo, db } = this.infrastructure;
    if (mongo) return mongo.notes.note(id);
    const { rows } = await db.query<NoteRecord>(`${NOTE_SELECT} WHERE n.id = $1`, [id]);
    return rows[0] ?? null;
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
        `SELECT version, viewer_id, role_id, viewed_at FROM note_view_log WHERE note_id = $1 ORDER BY last_position ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
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

  /**
   * Logs are in the order they were written, newest first unless sorted `:asc`: the edit log by the
   * note's stream version; the view log by position, as its older views count versions in the
   * note's stream and the newer ones in the view log's.
   */
  private logPaging<Field extends string>(query: Record<string, unknown>, field: Field) {
    const errors: FieldError[] = [];
    const { page, pageSize, sortDirection } = parseListQuery(query, [field], `${field}:desc`, errors);
    if (errors.length > 0) throw invalid(errors, 'The query parameters are not valid.');
    return { page, pageSize, direction: sortDirection === 'asc' ? 'ASC' : 'DESC' };
  }
}
