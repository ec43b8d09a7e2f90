import type { NoteAnswer, NoteEditLogEntryAnswer, NoteViewLogEntryAnswer, NoteVisibilityId, PersonAnswer } from '@careledger/domain';
import { api } from './client';
import type { Collection, CommandResult, Page, SortDirection } from './types';

export type { NoteSegment, RenderedText } from '@careledger/domain';

export type NotePerson = PersonAnswer;

/** One patient note as `GET /api/notes/{id}` and the lists answer it: parent and appended notes rendered with their marks. */
export type Note = NoteAnswer;

export interface NoteType {
  id: number;
  key: string;
  label: string;
  translationKey: string;
}

/** One entry of a note's edit log. */
export type NoteEditLogEntry = NoteEditLogEntryAnswer;

/** One entry of a note's view log. */
export type NoteViewLogEntry = NoteViewLogEntryAnswer;

export type NoteSortField = 'dateOfService' | 'createdAt' | 'updatedAt';

export interface NoteListParams {
  /** One patient's notes, or '' for every patient's the reader may read (the inbox). */
  patientId: string;
  /** Drafts (the reader's own; administrators see all) or published notes. */
  drafts: boolean;
  page: number;
  pageSize: number;
  sort: { field: NoteSortField; direction: SortDirection };
  authorId?: string | undefined;
  /** Only notes with appended notes (true) or only without (false). */
  amended?: boolean | undefined;
}

export interface LogParams {
  page: number;
  pageSize: number;
}

export interface NoteActionBodies {
  'edit-draft': { expectedVersion: number; body?: string; noteTypeId?: number; dateOfService?: string };
  publish: { expectedVersion: number };
  discard: { expectedVersion: number };
  append: { expectedVersion: number; body: string };
  insert: { expectedVersion: number; targetId: string; offset: number; text: string };
  strike: { expectedVersion: number; targetId: string; start: number; end: number };
  privacy: { expectedVersion: number; visibility: NoteVisibilityId };
  fields: { expectedVersion: number; noteTypeId?: number; dateOfService?: string };
}

export type NoteAction = keyof NoteActionBodies;

/** An action and its body, kept together so a caller cannot send one action's body to another. */
export type NoteCommand = { [A in NoteAction]: { action: A; body: NoteActionBodies[A] } }[NoteAction];

/** `POST /api/notes`: a new note, a draft unless `isDraft` is false. */
export interface NewNote {
  patientId: string;
  noteTypeId: number;
  dateOfService: string;
  body: string;
  visibility: NoteVisibilityId;
  isDraft: boolean;
}

const one = (id: string) => `/api/notes/${encodeURIComponent(id)}`;

/** A template of `GET /api/note-templates` (patient notes) or `/api/hub/note-templates`: the type it belongs to and a body skeleton. */
export interface NoteTemplate {
  id: number;
  noteTypeId: number;
  title: string;
  body: string;
  translationKey: string;
}

export const notesApi = {
  /** The notes inbox, one patient's when `patientId` names one. */
  list: (params: NoteListParams, signal?: AbortSignal) =>
    api.get<Page<Note>>('/api/notes', {
      signal,
      query: {
        page: params.page,
        pageSize: params.pageSize,
        sort: `${params.sort.field}:${params.sort.direction}`,
        status: params.drafts ? 'draft' : undefined,
        patientId: params.patientId === '' ? undefined : params.patientId,
        authorId: params.authorId,
        amended: params.amended === undefined ? undefined : String(params.amended),
      },
    }),

  get: (id: string, signal?: AbortSignal) => api.get<Note>(one(id), { signal }),

  authors: (patientId: string, signal?: AbortSignal) => api.get<Collection<NotePerson>>(`/api/notes/${encodeURIComponent(patientId)}/authors/list`, { signal }),

  types: (signal?: AbortSignal) => api.get<Collection<NoteType>>('/api/note-types', { signal }),
  templates: (signal?: AbortSignal) => api.get<Collection<NoteTemplate>>('/api/note-templates', { signal }),

  editLog: (id: string, params: LogParams, signal?: AbortSignal) =>
    api.get<Page<NoteEditLogEntry>>(`${one(id)}/list/log`, { signal, query: { page: params.page, pageSize: params.pageSize } }),

  viewLog: (id: string, params: LogParams, signal?: AbortSignal) =>
    api.get<Page<NoteViewLogEntry>>(`${one(id)}/view/log`, { signal, query: { page: params.page, pageSize: params.pageSize } }),

  /** Records that the signed-in user read the note. */
  logView: (id: string) => api.post<CommandResult>(`${one(id)}/log`),

  create: (note: NewNote, idempotencyKey: string) => api.post<CommandResult>('/api/notes', note, { idempotencyKey }),

  act: (id: string, { action, body }: NoteCommand, idempotencyKey?: string) =>
    api.post<CommandResult>(`${one(id)}/${action}`, body, idempotencyKey === undefined ? {} : { idempotencyKey }),
};
