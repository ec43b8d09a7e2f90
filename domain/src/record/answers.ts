import { z } from 'zod';
import { anchorAnswer } from '../integrity/answers';
import { displayNameAnswer, instantAnswer, versionAnswer } from '../shared/answers';

/** One event of a record's history: what happened, who did it, when, and in which conversation. */
export const historyEntryAnswer = z.strictObject({
  globalPosition: z.number().int().nonnegative(),
  streamVersion: z.number().int().nonnegative(),
  type: z.string(),
  data: z.unknown(),
  actorId: z.string(),
  actorName: displayNameAnswer,
  actorRole: z.number().int(),
  occurredAt: instantAnswer,
  recordedAt: instantAnswer,
  correlationId: z.string(),
  causationId: z.string(),
  /** Only on an event of a log kept beside the record (a note's views): the log's stream, which `streamVersion` counts in. */
  streamId: z.string().optional(),
});
export type HistoryEntryAnswer = z.infer<typeof historyEntryAnswer>;

/** One event of the global log, `GET /api/audit/events`: a history entry that names its stream. */
export const auditEventAnswer = historyEntryAnswer.extend({ streamId: z.string() });
export type AuditEventAnswer = z.infer<typeof auditEventAnswer>;

/** `GET /api/{records}/{id}/state?asOf=`: the record folded from the events that occurred by then. */
export const stateAsOfAnswer = z.strictObject({ asOf: instantAnswer, version: z.number().int().nonnegative(), state: z.unknown() });
export type StateAsOfAnswer = z.infer<typeof stateAsOfAnswer>;

/** What every accepted command answers: the record, its new version (the next `expectedVersion`) and the position to read it at (`X-Min-Position`). */
export const commandAcceptedAnswer = z.strictObject({ id: z.string(), version: versionAnswer, globalPosition: z.number().int().nonnegative() });
export type CommandAcceptedAnswer = z.infer<typeof commandAcceptedAnswer>;

/** An account's creation or password reset: the generated password, once, when the request named none. */
export const accountAcceptedAnswer = commandAcceptedAnswer.extend({ password: z.string().optional() });
export type AccountAcceptedAnswer = z.infer<typeof accountAcceptedAnswer>;

/** An anchor taken on request: the anchor, and whether its line reached the anchor file (ANCHOR_DIR). */
export const anchorTakenAnswer = commandAcceptedAnswer.extend({ anchor: anchorAnswer, fileWritten: z.boolean() });
export type AnchorTakenAnswer = z.infer<typeof anchorTakenAnswer>;
