import { z } from 'zod';
import { calendarDayAnswer, displayNameAnswer, instantAnswer, versionedRecordAnswer } from '../shared/answers';
import { referralMilestones } from './milestones';

/** One shared-living referral, as `GET /api/referrals` and `GET /api/referrals/{id}` answer it. */
export const referralAnswer = z.strictObject({
  id: z.uuid(),
  patientId: z.string(),
  patientName: displayNameAnswer,
  partnerId: z.string().nullable(),
  hubId: z.string().nullable(),
  hubName: displayNameAnswer,
  status: z.number().int(),
  holdReason: z.string().nullable(),
  /** The day the referral was made. */
  openedOn: calendarDayAnswer,
  /** Every milestone, its day or null while not recorded. */
  milestones: z.record(z.enum(referralMilestones), calendarDayAnswer.nullable()),
  closeReasonId: z.number().int().nullable(),
  closeComment: z.string().nullable(),
  dischargeDate: calendarDayAnswer.nullable(),
  closedAt: instantAnswer.nullable(),
  createdBy: z.string(),
  createdByName: displayNameAnswer,
  ...versionedRecordAnswer,
});
export type ReferralAnswer = z.infer<typeof referralAnswer>;
