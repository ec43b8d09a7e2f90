import type { NoteVisibilityId } from '../catalog/notes';
import type { Event } from '../shared/event';

export const NOTE_STREAM_CATEGORY = 'note';
export const HUB_NOTE_STREAM_CATEGORY = 'hubnote';
export const noteStreamId = (noteId: string): string => `${NOTE_STREAM_CATEGORY}-${noteId}`;
export const hubNoteStreamId = (noteId: string): string => `${HUB_NOTE_STREAM_CATEGORY}-${noteId}`;

/**
 * Each note's view log, `noteview-<note id>` or `hubnoteview-<note id>`: reading a note must not
 * move the version the next edit names. A category of its own, not a suffix on the note's stream
 * id, keeps every stream `<category>-<uuid>` and keeps the views out of the note's own category.
 */
export const NOTE_VIEW_LOG_CATEGORY = 'noteview';
export const HUB_NOTE_VIEW_LOG_CATEGORY = 'hubnoteview';
const viewLogCategories: readonly string[] = [NOTE_VIEW_LOG_CATEGORY, HUB_NOTE_VIEW_LOG_CATEGORY];

/** Whether a stream is a note's view log, rather than a note (whose older views sit in it still). */
export const isNoteViewLogStream = (streamId: string): boolean => viewLogCategories.includes(streamId.slice(0, streamId.indexOf('-')));

/**
 * What a note is about. Patient notes (`note-<id>` streams) and hub or cluster notes
 * (`hubnote-<id>` streams) share every event type: only the subject of `NoteCreated` and the
 * stream category tell them apart, so one projector can serve both.
 */
export type NoteSubject = { kind: 'patient'; patientId: string } | { kind: 'hub'; hubId: string } | { kind: 'cluster'; clusterId: string };

interface NoteRef {
  noteId: string;
}

/**
 * `by` and `at` repeat the metadata's actor and instant where the note's text needs them:
 * `evolve` sees only the data, and the rendered text says who wrote or struck each part, when.
 */
export type NoteCreated = Event<
  'NoteCreated',
  NoteRef & {
    subject: NoteSubject;
    authorId: string;
    /** The organisation the author wrote for: hub notes are read by it (there are no hub facts to consult). */
    authorAgencyId: string | null;
    authorPartnerId: string | null;
    noteTypeId: number;
    noteTemplateId: number | null;
    /** A calendar date, YYYY-MM-DD. */
    dateOfService: string;
    body: string;
    visibility: NoteVisibilityId;
    isDraft: boolean;
    createdAt: string;
  }
>;
/** The draft as it reads after the edit, every field, so a reader needs no earlier version. */
export type NoteDraftEdited = Event<
  'NoteDraftEdited',
  NoteRef & { noteTypeId: number; noteTemplateId: number | null; dateOfService: string; body: string; editedAt: string }
>;
export type NoteDraftDiscarded = Event<'NoteDraftDiscarded', NoteRef>;
export type NotePublished = Event<'NotePublished', NoteRef & { publishedAt: string }>;
export type NoteAppended = Event<'NoteAppended', NoteRef & { appendedNoteId: string; body: string; by: string; at: string }>;
/** `targetId` is the parent note's id or an appended note's id; offsets count the target's text as it then read. */
export type NoteTextInserted = Event<'NoteTextInserted', NoteRef & { targetId: string; offset: number; text: string; by: string; at: string }>;
export type NoteTextStruck = Event<'NoteTextStruck', NoteRef & { targetId: string; start: number; end: number; by: string; at: string }>;
export type NotePrivacyChanged = Event<'NotePrivacyChanged', NoteRef & { visibility: NoteVisibilityId; previousVisibility: NoteVisibilityId }>;
export type NoteFieldsUpdated = Event<
  'NoteFieldsUpdated',
  NoteRef & { noteTypeId: number; dateOfService: string; previousNoteTypeId: number; previousDateOfService: string }
>;
/**
 * Appended to the note's view log. Views recorded before the log existed stay in the note's own
 * stream, where each moved the note's version; readers take both.
 */
export type NoteViewed = Event<'NoteViewed', NoteRef & { viewerId: string }>;

export type NoteEvent =
  | NoteCreated
  | NoteDraftEdited
  | NoteDraftDiscarded
  | NotePublished
  | NoteAppended
  | NoteTextInserted
  | NoteTextStruck
  | NotePrivacyChanged
  | NoteFieldsUpdated
  | NoteViewed;

export type NoteEventType = NoteEvent['type'];

export const noteEventTypes: readonly NoteEventType[] = [
  'NoteCreated',
  'NoteDraftEdited',
  'NoteDraftDiscarded',
  'NotePublished',
  'NoteAppended',
  'NoteTextInserted',
  'NoteTextStruck',
  'NotePrivacyChanged',
  'NoteFieldsUpdated',
  'NoteViewed',
];

export const isNoteEvent = (event: Event): event is NoteEvent => noteEventTypes.includes(event.type as NoteEventType);
