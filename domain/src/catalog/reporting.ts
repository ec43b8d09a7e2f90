import { idsByKey, type CatalogEntry, type IdOf } from './catalog-entry';

/** A CSV export never holds more rows than this. */
export const EXPORT_LIMIT = 100;

/** Marker clustering on every map (supercluster options). */
export const mapClustering = { radius: 40, maxZoom: 16 } as const;

/** Statistics cards of the dashboard; the id is the key the statistics call answers with. */
export const statsKeys = [
  { id: 'userPatient', key: 'USER_PATIENT', label: 'Family patients', translationKey: 'stats.userPatient' },
  { id: 'partnerPatient', key: 'PARTNER_PATIENT', label: 'Partner patients', translationKey: 'stats.partnerPatient' },
  { id: 'referral', key: 'REFERRAL', label: 'Referrals', translationKey: 'stats.referral' },
  { id: 'patientTrend', key: 'PATIENT_TREND', label: 'Patient trend', translationKey: 'stats.patientTrend' },
  { id: 'allCardStats', key: 'ALL_CARD_STATS', label: 'All cards', translationKey: 'stats.allCardStats' },
  { id: 'active', key: 'ACTIVE', label: 'Active', translationKey: 'stats.active' },
  { id: 'careCoordination', key: 'CARE_COORDINATION', label: 'Care coordination', translationKey: 'stats.careCoordination' },
  { id: 'historical', key: 'HISTORICAL', label: 'Historical', translationKey: 'stats.historical' },
  { id: 'sharedLiving', key: 'SHARED_LIVING', label: 'Shared living', translationKey: 'stats.sharedLiving' },
  { id: 'sharedLivingReferral', key: 'SHARED_LIVING_REFERRAL', label: 'Shared-living referrals', translationKey: 'stats.sharedLivingReferral' },
  { id: 'adultDayProgram', key: 'ADULT_DAY_PROGRAM', label: 'Adult day program', translationKey: 'stats.adultDayProgram' },
  { id: 'onHold', key: 'ON_HOLD', label: 'On hold', translationKey: 'stats.onHold' },
  { id: 'postings', key: 'POSTINGS', label: 'Postings', translationKey: 'stats.postings' },
] as const satisfies readonly CatalogEntry<string>[];

export const StatsKey = idsByKey(statsKeys);
export type StatsKeyId = IdOf<typeof statsKeys>;

/** The id is the value the report calls take. */
export const reportPeriods = [
  { id: 'All', key: 'ALL', label: 'All time', translationKey: 'reportPeriod.all' },
  { id: 'Week', key: 'WEEK', label: 'This week', translationKey: 'reportPeriod.week' },
  { id: 'Month', key: 'MONTH', label: 'This month', translationKey: 'reportPeriod.month' },
  { id: 'YTD', key: 'YTD', label: 'Year to date', translationKey: 'reportPeriod.ytd' },
] as const satisfies readonly CatalogEntry<string>[];

export const ReportPeriod = idsByKey(reportPeriods);
export type ReportPeriodId = IdOf<typeof reportPeriods>;

/** SPEC.md section 9: no request timeout, the conventional CSRF cookie and header names. */
export const requestClientDefaults = {
  timeoutMs: 0,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
} as const;

/** Translation lookups fall back to the common namespace. */
export const DEFAULT_TRANSLATION_NAMESPACE = 'common';
