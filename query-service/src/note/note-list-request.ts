import type { FieldError } from '@careledger/domain';
import { dayRangeParams } from '../http/day-range';
import { parseListQuery, throwIfInvalid, type ListQuery } from '../http/list-query';
import { booleanParam, uuidParam } from '../shared-living/query-params';
import type { NoteKind } from './note-view';

/** The lists' sort fields and the column (or document field) each sorts on. */
export const NOTE_SORT_COLUMNS = { dateOfService: 'date_of_service', createdAt: 'created_at', updatedAt: 'updated_at' } as const;
export type NoteSortField = keyof typeof NOTE_SORT_COLUMNS;
const NOTE_SORT_FIELDS = Object.keys(NOTE_SORT_COLUMNS) as NoteSortField[];

const NOTE_STATUSES = ['published', 'draft'] as const;
export type ListedNoteStatus = (typeof NOTE_STATUSES)[number];

/** Whose notes a list is about. */
export interface NoteSubjectRef {
  kind: NoteKind;
  id: string;
}

/**
 * A note list as parsed, whichever store answers it: the notes of one patient, hub or cluster, or
 * the inbox of patient notes across patients. Days of service are both included.
 */
export interface NoteListRequest extends ListQuery<NoteSortField> {
  kind: NoteKind;
  status: ListedNoteStatus;
  /** The patient, hub or cluster (as `kind` says) whose notes are listed; the inbox names none, or the one patient it is narrowed to. */
  subjectId?: string;
  /** Only notes with appended notes (true), or only those without (false). */
  amended?: boolean;
  noteTypeId?: number;
  authorId?: string;
  from?: string;
  to?: string;
}

const parseIsDraft = (raw: string, errors: FieldError[]): boolean => {
  if (raw === '1' || raw === 'true') return true;
  if (raw !== '0' && raw !== 'false') errors.push({ path: 'isDraft', message: 'must be 0, 1, true or false' });
  return false;
};

/** `status` of the inbox: published notes unless `draft` is asked for. */
const noteStatusParam = (raw: unknown, errors: FieldError[]): ListedNoteStatus => {
  if (raw === undefined || raw === '') return 'published';
  const status = NOTE_STATUSES.find((candidate) => candidate === raw);
  if (status === undefined) errors.push({ path: 'status', message: `must be one of ${NOTE_STATUSES.join(', ')}` });
  return status ?? 'published';
};

const positiveInteger = (raw: unknown, path: string, errors: FieldError[]): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw === 'string' && /^[1-9]\d{0,8}$/.test(raw)) return Number(raw);
  errors.push({ path, message: 'must be a positive whole number' });
  return undefined;
};

/** What every note list is narrowed and ordered by. */
const parseNoteFilter = (query: Record<string, unknown>, errors: FieldError[]) => {
  const { from, to } = dayRangeParams(query, errors);
  return {
    ...parseListQuery(query, NOTE_SORT_FIELDS, 'dateOfService:desc', errors),
    noteTypeId: positiveInteger(query.noteTypeId, 'noteTypeId', errors),
    authorId: uuidParam(query.authorId, 'authorId', errors),
    from,
    to,
  };
};

/** The notes of `subject`, drafts or published as `isDraftRaw` says; 400 naming each bad parameter. */
export const parseSubjectNoteList = (subject: NoteSubjectRef, isDraftRaw: string, query: Record<string, unknown>): NoteListRequest => {
  const errors: FieldError[] = [];
  const subjectId = uuidParam(subject.id, `${subject.kind}Id`, errors);
  const status = parseIsDraft(isDraftRaw, errors) ? 'draft' : 'published';
  const request: NoteListRequest = { ...parseNoteFilter(query, errors), kind: subject.kind, status, subjectId };
  throwIfInvalid(errors);
  return request;
};

/** The notes inbox, narrowed by patient and by whether anything was appended; 400 naming each bad parameter. */
export const parseNoteInbox = (query: Record<string, unknown>): NoteListRequest => {
  const errors: FieldError[] = [];
  const request: NoteListRequest = {
    kind: 'patient',
    status: noteStatusParam(query.status, errors),
    subjectId: uuidParam(query.patientId, 'patientId', errors),
    amended: booleanParam(query.amended, 'amended', errors),
    ...parseNoteFilter(query, errors),
  };
  throwIfInvalid(errors);
  return request;
};
