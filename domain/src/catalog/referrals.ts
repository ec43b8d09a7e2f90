import { idsByKey, type CatalogEntry, type IdOf } from './catalog-entry';

export const referralStatuses = [
  { id: 1, key: 'OPEN', label: 'Open', translationKey: 'referralStatus.open' },
  { id: 2, key: 'HOLD', label: 'On hold', translationKey: 'referralStatus.hold' },
  { id: 3, key: 'CLOSED', label: 'Closed', translationKey: 'referralStatus.closed' },
] as const satisfies readonly CatalogEntry<number>[];

export const ReferralStatus = idsByKey(referralStatuses);
export type ReferralStatusId = IdOf<typeof referralStatuses>;

export const referralCloseReasons = [
  { id: 1, key: 'DISCHARGED_TO_PARTNER_HOME', label: 'Discharged to a partner home', translationKey: 'closeReason.dischargedToPartnerHome' },
  { id: 2, key: 'DISCHARGED_TO_NON_PARTNER_HOME', label: 'Discharged to a non-partner home', translationKey: 'closeReason.dischargedToNonPartnerHome' },
  { id: 3, key: 'AMA_DISCHARGE', label: 'AMA discharge', translationKey: 'closeReason.amaDischarge' },
  { id: 4, key: 'TRANSFERRED_TO_HOSPICE', label: 'Transferred to a hospice facility', translationKey: 'closeReason.transferredToHospice' },
  { id: 5, key: 'DISCHARGED_TO_SKILLED_NURSING', label: 'Discharged to a skilled nursing facility', translationKey: 'closeReason.dischargedToSkilledNursing' },
  { id: 6, key: 'OTHER', label: 'Other', translationKey: 'closeReason.other' },
] as const satisfies readonly CatalogEntry<number>[];

export const ReferralCloseReason = idsByKey(referralCloseReasons);
export type ReferralCloseReasonId = IdOf<typeof referralCloseReasons>;

/** DESIGN.md section 3: "other" says nothing by itself, so it needs a comment. */
export const closeReasonsRequiringComment: readonly ReferralCloseReasonId[] = [ReferralCloseReason.OTHER];

export const closeReasonRequiresComment = (reason: ReferralCloseReasonId): boolean =>
  closeReasonsRequiringComment.includes(reason);

export const referralReportMetrics = [
  { id: 1, key: 'AVERAGE_HOSPITAL_LENGTH_OF_STAY', label: 'Average hospital length of stay', translationKey: 'referralMetric.averageHospitalLengthOfStay' },
  { id: 2, key: 'HCH_LENGTH_OF_STAY', label: 'HCH length of stay', translationKey: 'referralMetric.hchLengthOfStay' },
  { id: 3, key: 'CREATED_TO_ON_SITE_VISIT', label: 'Created to on-site visit', translationKey: 'referralMetric.createdToOnSiteVisit' },
  { id: 4, key: 'CREATED_TO_APPROVED', label: 'Created to approved', translationKey: 'referralMetric.createdToApproved' },
  { id: 5, key: 'CREATED_TO_ACCEPTED', label: 'Created to accepted', translationKey: 'referralMetric.createdToAccepted' },
  { id: 6, key: 'CREATED_TO_MOVE_IN', label: 'Created to move-in date', translationKey: 'referralMetric.createdToMoveIn' },
] as const satisfies readonly CatalogEntry<number>[];

export const ReferralReportMetric = idsByKey(referralReportMetrics);
export type ReferralReportMetricId = IdOf<typeof referralReportMetrics>;

/** Where a lead came from; SPEC.md gives no codes, so the ids are descriptive strings. */
export const leadLocations = [
  { id: 'general_referral_form', key: 'GENERAL_REFERRAL_FORM', label: 'General referral form', translationKey: 'leadLocation.generalReferralForm' },
  { id: 'book_a_visit', key: 'BOOK_A_VISIT', label: 'Book a visit', translationKey: 'leadLocation.bookAVisit' },
  { id: 'sharecare_landing', key: 'SHARECARE_LANDING', label: 'Sharecare landing', translationKey: 'leadLocation.sharecareLanding' },
  { id: 'older_not_invisible_landing', key: 'OLDER_NOT_INVISIBLE_LANDING', label: 'Older-not-invisible landing', translationKey: 'leadLocation.olderNotInvisibleLanding' },
  { id: 'day_program_host_sign_up', key: 'DAY_PROGRAM_HOST_SIGN_UP', label: 'Day program host sign-up', translationKey: 'leadLocation.dayProgramHostSignUp' },
  { id: 'shared_live_in_host_sign_up', key: 'SHARED_LIVE_IN_HOST_SIGN_UP', label: 'Shared live-in host sign-up', translationKey: 'leadLocation.sharedLiveInHostSignUp' },
] as const satisfies readonly CatalogEntry<string>[];

export const LeadLocation = idsByKey(leadLocations);
export type LeadLocationId = IdOf<typeof leadLocations>;
