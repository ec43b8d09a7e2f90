import { z } from 'zod';
import { calendarDayAnswer, catalogIdAnswer, instantAnswer, versionAnswer } from '../shared/answers';
import { postingWeekdays } from './schedule';

export const postingScheduleAnswer = z.strictObject({
  days: z.array(catalogIdAnswer(postingWeekdays)),
  /** HH:MM, 24-hour clock; an end before the start is an overnight shift. */
  startTime: z.string(),
  endTime: z.string(),
});

export const postingCandidateAnswer = z.strictObject({ kind: z.enum(['agency', 'caregiver']), id: z.string() });

/** One posting, as `GET /api/postings` and `GET /api/postings/{id}` answer it. */
export const postingAnswer = z.strictObject({
  id: z.uuid(),
  patientId: z.string(),
  agencyId: z.string(),
  agencyName: z.string().nullable(),
  careServiceId: z.number().int(),
  status: z.number().int(),
  schedule: postingScheduleAnswer,
  startDate: calendarDayAnswer,
  endDate: calendarDayAnswer,
  description: z.string().nullable(),
  createdBy: z.string(),
  holdReason: z.string().nullable(),
  closeReason: z.string().nullable(),
  invited: z.array(postingCandidateAnswer),
  applicants: z.array(postingCandidateAnswer),
  assignee: postingCandidateAnswer.nullable(),
  version: versionAnswer,
  createdAt: instantAnswer,
  updatedAt: instantAnswer,
});
export type PostingAnswer = z.infer<typeof postingAnswer>;

export const postingRelationAnswer = z.enum(['invited', 'applied', 'assigned']);
export type PostingRelation = z.infer<typeof postingRelationAnswer>;

/** An agency or caregiver the posting concerns, with the furthest it has come. */
export const postingCandidateEntryAnswer = z.strictObject({
  id: z.string(),
  name: z.string().nullable(),
  relation: postingRelationAnswer,
  relations: z.array(postingRelationAnswer),
});
export type PostingCandidateEntryAnswer = z.infer<typeof postingCandidateEntryAnswer>;
