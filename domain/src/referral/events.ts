import type { ReferralCloseReasonId, ReferralStatus } from '../catalog/referrals';
import type { Event } from '../shared/event';
import type { ReferralMilestone } from './milestones';

export const REFERRAL_STREAM_CATEGORY = 'referral';
export const referralStreamId = (referralId: string): string => `${REFERRAL_STREAM_CATEGORY}-${referralId}`;

/** Every status a referral can be closed from. */
export type UnclosedReferralStatusId = (typeof ReferralStatus)['OPEN' | 'HOLD'];

interface ReferralRef {
  referralId: string;
}

export type ReferralOpened = Event<
  'ReferralOpened',
  ReferralRef & {
    patientId: string;
    partnerId: string;
    /** The shared-living hub the patient is referred to, when one is named. */
    hubId: string | null;
    createdBy: string;
    /** The calendar day (UTC) the referral was made: the start of the "created to ..." metrics. */
    openedOn: string;
  }
>;
export type ReferralHeld = Event<'ReferralHeld', ReferralRef & { reason: string }>;
export type ReferralUnheld = Event<'ReferralUnheld', ReferralRef>;
export type ReferralMilestoneRecorded = Event<
  'ReferralMilestoneRecorded',
  ReferralRef & {
    milestone: ReferralMilestone;
    /** YYYY-MM-DD. */
    date: string;
    /** The date it replaces when a recorded milestone is corrected. */
    previousDate: string | null;
  }
>;
export type ReferralClosed = Event<
  'ReferralClosed',
  ReferralRef & {
    reasonId: ReferralCloseReasonId;
    comment: string | null;
    /** YYYY-MM-DD. */
    dischargeDate: string;
    previousStatus: UnclosedReferralStatusId;
  }
>;

export type ReferralEvent = ReferralOpened | ReferralHeld | ReferralUnheld | ReferralMilestoneRecorded | ReferralClosed;

export type ReferralEventType = ReferralEvent['type'];

export const referralEventTypes: readonly ReferralEventType[] = [
  'ReferralOpened',
  'ReferralHeld',
  'ReferralUnheld',
  'ReferralMilestoneRecorded',
  'ReferralClosed',
];

export const isReferralEvent = (event: Event): event is ReferralEvent => referralEventTypes.includes(event.type as ReferralEventType);
