import { z } from 'zod';
import { calendarDayAnswer, catalogIdAnswer, displayNameAnswer, versionedRecordAnswer } from '../shared/answers';
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
  patientName: displayNameAnswer,
  agencyId: z.string(),
  agencyName: displayNameAnswer,
  careServiceId: z.number().int(),
  status: z.number().int(),
  schedule: postingScheduleAnswer,
  startDate: calendarDayAnswer,
  endDate: calendarDayAnswer,
  description: z.string().nullable(),
  createdBy: z.string(),
  createdByName: displayNameAnswer,
  holdReason: z.string().nullable(),
  closeReason: z.string().nullable(),
  invited: z.array(postingCandidateAnswer),
  /** The name of each invited agency or caregiver, in the same order. */
  invitedNames: z.array(displayNameAnswer),
  applicants: z.array(postingCandidateAnswer),
  applicantsNames: z.array(displayNameAnswer),
  assignee: postingCandidateAnswer.nullable(),
  assigneeName: displayNameAnswer,
  ...versionedRecordAnswer,
});
export type PostingAnswer = z.infer<typeof postingAnswer>;

/** In the order a candidate comes: invited, then applied, then assigned. */
export const postingRelations = ['invited', 'applied', 'assigned'] as const;
export type PostingRelation = (typeof postingRelations)[number];

/** An agency or caregiver the posting concerns, with the furthest it has come. */
export const postingCandidateEntryAnswer = z.strictObject({
  id: z.string(),
  /** The agency's name, or the caregiver's first and last name, when the read model has them. */
  name: z.string().nullable(),
  /** The furthest the candidate has come. */
  relation: z.enum(postingRelations),
  relations: z.array(z.enum(postingRelations)),
});
export type PostingCandidateEntryAnswer = z.infer<typeof postingCandidateEntryAnswer>;
