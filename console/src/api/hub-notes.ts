import type { NoteVisibilityId } from '@careledger/domain';
import { api } from './client';
import type { LogParams, Note, NoteCommand, NoteEditLogEntry, NotePerson, NoteSortField, NoteTemplate, NoteType, NoteViewLogEntry } from './notes';
import type { Collection, CommandResult, Page, SortDirection } from './types';

/** What a hub note is about: the hub itself or one cluster of hubs. */
export type HubNoteSubject = { kind: 'hub'; hubId: string } | { kind: 'cluster'; clusterId: string };

export interface HubNoteListParams {
  subject: HubNoteSubject;
  /** Drafts (the reader's own; administrators see all) or published notes. */
  drafts: boolean;
  page: number;
  pageSize: number;
  sort: { field: NoteSortField; direction: SortDirection };
  authorId?: string | undefined;
}

/** What every new note says, whatever it is about (`noteContentShape` of the domain). */
export interface NoteContent {
  noteTypeId: number;
  noteTemplateId?: number | null;
  dateOfService: string;
  body: string;
  visibility: NoteVisibilityId;
  isDraft: boolean;
}

/** `POST /api/hub/notes`: exactly one of hubId and clusterId. */
export type NewHubNote = NoteContent & ({ hubId: string; clusterId?: never } | { clusterId: string; hubId?: never });

const one = (id: string) => `/api/hub/notes/${encodeURIComponent(id)}`;

// Hub notes are listed under the hub, cluster notes under the cluster; both are read and changed under /api/hub/notes.
const listPath = (subject: HubNoteSubject): string =>
  subject.kind === 'hub' ? `/api/hub/notes/${encodeURIComponent(subject.hubId)}` : `/api/shared-living-clusters/${encodeURIComponent(subject.clusterId)}/notes`;

export const hubNotesApi = {
  list: (params: HubNoteListParams, signal?: AbortSignal) =>
    api.get<Page<Note>>(`${listPath(params.subject)}/${params.drafts ? 1 : 0}`, {
      signal,
      query: { page: params.page, pageSize: params.pageSize, sort: `${params.sort.field}:${params.sort.direction}`, authorId: params.authorId },
    }),

  authors: (subject: HubNoteSubject, signal?: AbortSignal) => api.get<Collection<NotePerson>>(`${listPath(subject)}/authors/list`, { signal }),

  get: (id: string, signal?: AbortSignal) => api.get<Note>(one(id), { signal }),

  types: (signal?: AbortSignal) => api.get<Collection<NoteType>>('/api/hub/note-types', { signal }),

  templates: (signal?: AbortSignal) => api.get<Collection<NoteTemplate>>('/api/hub/note-templates', { signal }),

  editLog: (id: string, params: LogParams, signal?: AbortSignal) =>
    api.get<Page<NoteEditLogEntry>>(`${one(id)}/list/log`, { signal, query: { page: params.page, pageSize: params.pageSize } }),

  viewLog: (id: string, params: LogParams, signal?: AbortSignal) =>
    api.get<Page<NoteViewLogEntry>>(`${one(id)}/view/log`, { signal, query: { page: params.page, pageSize: params.pageSize } }),

  /** Records that the signed-in user read the note. */
  logView: (id: string) => api.post<CommandResult>(`${one(id)}/log`),

  create: (note: NewHubNote, idempotencyKey: string) => api.post<CommandResult>('/api/hub/notes', note, { idempotencyKey }),

  act: (id: string, { action, body }: NoteCommand, idempotencyKey?: string) =>
    api.post<CommandResult>(`${one(id)}/${action}`, body, idempotencyKey === undefined ? {} : { idempotencyKey }),
};
