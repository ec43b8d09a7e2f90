import { z } from 'zod';
import { noteActions, noteVisibilities } from '../catalog/notes';
import { calendarDayAnswer, catalogIdAnswer, countAnswer, displayNameAnswer, instantAnswer, versionAnswer, versionedRecordAnswer } from '../shared/answers';

/** A user by id, with the name identity knows them by (null when it knows none). */
export const personAnswer = z.strictObject({ id: z.string(), name: z.string().nullable() });
export type PersonAnswer = z.infer<typeof personAnswer>;

const textMark = { by: z.string(), at: instantAnswer };

export const noteSegmentAnswer = z.discriminatedUnion('kind', [
  z.strictObject({ ...textMark, kind: z.enum(['original', 'inserted']), text: z.string() }),
  z.strictObject({ ...textMark, kind: z.literal('struck'), text: z.string(), written: z.strictObject({ ...textMark, kind: z.enum(['original', 'inserted']) }) }),
]);

/** A parent or appended note as it now reads, with who wrote, inserted and struck each segment. */
export const renderedTextAnswer = z.strictObject({
  ...textMark,
  id: z.string(),
  segments: z.array(noteSegmentAnswer),
  text: z.string(),
  readingText: z.string(),
});

/** One note as `GET /api/notes/{id}` and the lists answer it: parent and appended notes rendered with their marks. */
export const noteAnswer = z.strictObject({
  id: z.uuid(),
  kind: z.enum(['patient', 'hub', 'cluster']),
  patientId: z.string().nullable(),
  patientName: displayNameAnswer,
  hubId: z.string().nullable(),
  hubName: displayNameAnswer,
  clusterId: z.string().nullable(),
  author: personAnswer,
  authorAgencyId: z.string().nullable(),
  authorPartnerId: z.string().nullable(),
  noteTypeId: z.number().int(),
  noteTemplateId: z.number().int().nullable(),
  dateOfService: calendarDayAnswer,
  visibility: catalogIdAnswer(noteVisibilities),
  isDraft: z.boolean(),
  status: z.enum(['draft', 'published', 'discarded']),
  publishedAt: instantAnswer.nullable(),
  parent: renderedTextAnswer,
  /** Appended notes (addenda), oldest first. */
  appended: z.array(renderedTextAnswer),
  appendedCount: countAnswer,
  ...versionedRecordAnswer,
});
export type NoteAnswer = z.infer<typeof noteAnswer>;

/** One entry of a note's edit log (`GET /api/notes/{id}/list/log`): who did what to it, in which role, and the change. */
export const noteEditLogEntryAnswer = z.strictObject({
  version: versionAnswer,
  action: catalogIdAnswer(noteActions),
  actor: personAnswer,
  actorRole: z.number().int(),
  at: instantAnswer,
  detail: z.record(z.string(), z.unknown()),
});
export type NoteEditLogEntryAnswer = z.infer<typeof noteEditLogEntryAnswer>;

/** One entry of a note's view log (`GET /api/notes/{id}/view/log`): who read it, in which role, when. */
export const noteViewLogEntryAnswer = z.strictObject({
  /** The view's version in the stream that recorded it: its view log, or the note's own for views recorded before there was one. */
  version: versionAnswer,
  viewer: personAnswer,
  roleId: z.number().int(),
  viewedAt: instantAnswer,
});
export type NoteViewLogEntryAnswer = z.infer<typeof noteViewLogEntryAnswer>;
