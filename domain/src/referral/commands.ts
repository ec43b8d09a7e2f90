import type { ReferralCloseReasonId } from '../catalog/referrals';
import type { Command } from '../shared/command';
import type { ReferralMilestone } from './milestones';

interface ReferralRef {
  referralId: string;
}

export type OpenReferral = Command<
  'OpenReferral',
  ReferralRef & {
    patientId: string;
    /** Null only when an administrator without a partner named none: the decider refuses it. */
    partnerId: string | null;
    hubId: string | null;
  }
>;
export type HoldReferral = Command<'HoldReferral', ReferralRef & { reason: string }>;
export type UnholdReferral = Command<'UnholdReferral', ReferralRef>;
export type RecordReferralMilestone = Command<'RecordReferralMilestone', ReferralRef & { milestone: ReferralMilestone; date: string }>;
export type CloseReferral = Command<
  'CloseReferral',
  ReferralRef & { reasonId: ReferralCloseReasonId; comment: string | null; dischargeDate: string }
>;

export type ReferralCommand = OpenReferral | HoldReferral | UnholdReferral | RecordReferralMilestone | CloseReferral;
