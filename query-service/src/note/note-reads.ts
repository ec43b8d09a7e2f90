import type { Actor } from '@careledger/http';
import type { Page } from '../http/list-query';
import type { NoteListRequest, NoteSubjectRef } from './note-list-request';
import type { NoteRecord } from './note-view';

/** One page of a note list before names are added: its notes in order, and the capped total. */
export type NotePageRows = Pick<Page<never>, 'total' | 'totalCapped'> & { rows: NoteRecord[] };

/** The notes read model, where another store than PostgreSQL keeps it (MONGODB_URL). The edit and view logs stay in SQL. */
export interface NoteReads {
  page(actor: Actor, request: NoteListRequest): Promise<NotePageRows>;
  /** The ids of the authors of the subject's notes (drafts and published ones) that the actor may read. */
  authors(actor: Actor, subject: NoteSubjectRef): Promise<string[]>;
  /** The note `id` with its patient's facts, whoever may read it; null when there is none. */
  note(id: string): Promise<NoteRecord | null>;
}
