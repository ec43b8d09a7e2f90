import { describe, expect, it } from 'vitest';
import * as catalog from './index';
import type { Catalog } from './catalog-entry';

const keysToIds = (entries: Catalog) => Object.fromEntries(entries.map((entry) => [entry.key, entry.id]));
const ids = (entries: Catalog) => entries.map((entry) => entry.id);

describe('catalog ids pinned to SPEC.md', () => {
  it('section 3: products, search types, roles, care services, relationships', () => {
    expect(catalog.Product).toEqual({ DAY_PROGRAM: 7, SHARED_LIVING: 14 });
    expect(ids(catalog.searchTypes)).toEqual(['homecare', 'shared-living', 'day-program']);
    expect(catalog.DEFAULT_SEARCH_TYPE).toBe('shared-living');
    const roleIds = { ADMIN: 1, USER: 2, AGENCY: 3, AGENCY_AGENT: 4, PROVIDER: 5, PARTNER: 6, PARTNER_AGENT: 8, CAREGIVER: 9 };
    expect(catalog.Role).toEqual(roleIds);
    expect(keysToIds(catalog.roles)).toEqual(roleIds);
    expect(catalog.roles.map((role) => role.slug)).toEqual([
      'admin', 'user', 'agency', 'agency-agent', 'provider', 'partner', 'partner-agent', 'caregiver',
    ]);
    expect(catalog.roleIdOfSlug('partner-agent')).toBe(8);
    expect(catalog.slugOfRole(4)).toBe('agency-agent');
    expect(catalog.labelOfRole(5)).toBe('Homecare provider');
    expect(catalog.CareService).toMatchObject({
      DEFAULT: 1, ADDITIONAL_GUARANTY: 2, HOME_SUPPORT: 3, NURSING: 4, RESPITE_CARE: 5, LIVE_IN_CARE: 6, FOOT_CARE: 16,
    });
    expect(ids(catalog.careServices)).toEqual(Array.from({ length: 45 }, (_, index) => index + 1));
    expect(catalog.Relationship).toEqual({ OTHER_RELATIVE: 9, NO_RELATION: 10, SELF: 11 });
  });

  it('section 4: states and transitions', () => {
    expect(catalog.AssessmentStatus).toEqual({
      PENDING: 1, SCHEDULED: 2, APPROVED: 3, ACTIVE: 4, CANCELLED: 5, COMPLETED: 6, REQUESTED: 7,
    });
    expect(catalog.PaymentState).toEqual({ UNPAID: 0, PAID: 1, VOIDED: 2 });
    expect(ids(catalog.cardBatchActions)).toEqual(['void', 'settle']);
    expect(catalog.cardBatchActions.map((action) => action.label)).toEqual(['Void', 'Settle']);
    expect(catalog.ReferralStatus).toEqual({ OPEN: 1, HOLD: 2, CLOSED: 3 });
    expect(ids(catalog.referralCloseReasons)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(catalog.ReferralCloseReason.OTHER).toBe(6);
    expect(catalog.closeReasonsRequiringComment).toEqual([6]);
    expect(catalog.UserStatus).toEqual({ ACTIVE: 1, DISABLE: 3 });
    expect(catalog.CaregiverStatus).toEqual({ PENDING: 0, HIRED: 1, NOT_HIRED: 2, OFF_BOARDED: 3 });
    expect(catalog.MedicationAdministrationState).toEqual({
      ADMINISTERED: 1, NOT_ADMINISTERED: 2, HELD: 3, LEAVE_OF_ABSENCE: 4,
    });
    expect(catalog.MedicationNotAdministeredReason).toEqual({
      VOMITING: 1, PATIENT_REFUSED: 2, PATIENT_NOT_IN_FACILITY: 3, MISSED_DOSE: 4, HELD_FOR_PARAMETERS: 5,
    });
    expect(catalog.AgencyStanding).toEqual({ GOOD: 1, REQUIRES_REVIEW: 2, PROBATIONARY: 3, TERMINATED: 4 });
    expect(ids(catalog.postingActions)).toEqual(['hold', 'unhold', 'extend']);
    expect(catalog.Recurrence).toEqual({ MONTHLY_SAME_DATE: 1, FIRST_DAY_OF_MONTH: 2, LAST_DAY_OF_MONTH: 3, CUSTOM: 4 });
    expect(catalog.TaskState).toEqual({ NOT_COMPLETED: 0, COMPLETED: 1, NOT_REQUIRED: 2 });
    expect(catalog.NoteVisibility).toEqual({ CARE_TEAM: 1, AUTHOR: 2, ANYONE: 3, AGENCY: 4, PARTNER: 5, ADMINISTRATOR: 6 });
    expect(catalog.noteActions.map((action) => action.label)).toEqual([
      'Parent note', 'Appended note', 'Insert or strike text', 'Append note', 'View', 'Update privacy', 'Update note fields',
    ]);
  });

  it('section 5: validation scales and the medication reasons that need a comment', () => {
    expect(catalog.medicationReasonsRequiringComment).toEqual([4, 5]);
    expect([1, 2, 3, 4, 5].filter((reason) => catalog.medicationReasonRequiresComment(reason as 1))).toEqual([4, 5]);
    expect(catalog.AmbulatoryLevel).toEqual({ AMBULATORY: 1, SEMI_AMBULATORY: 2, NON_AMBULATORY: 3 });
    expect(catalog.Competency).toEqual({ NO_EXPERIENCE: 0, NOVICE: 1, INTERMEDIATE: 2, EXPERT: 3 });
    expect(catalog.AllergyReaction).toEqual({ MILD: 1, MODERATE: 2, SEVERE: 3 });
  });

  it('section 9: business constants and limits', () => {
    expect(catalog.EXPORT_LIMIT).toBe(100);
    expect(catalog.UnitOfMeasure).toEqual({ SERVICE: 0, DAILY: 1, WEEKLY: 2, MONTHLY: 3 });
    expect(catalog.billingFrequencies.map((frequency) => [frequency.id, frequency.code])).toEqual([
      [0, 'none'], [1, 'weekly'], [2, 'biWeekly'], [3, 'monthEnd'], [4, 'monthly'], [5, 'semiMonthly'],
    ]);
    expect(catalog.RoundingRule).toEqual({ NEAREST_INCREMENT: 0, UP: 1, DOWN: 2 });
    expect(ids(catalog.paymentCollectionModes)).toEqual(['send_invoice', 'charge_automatically']);
    expect(ids(catalog.membershipProducts)).toEqual(['membership', 'remote_monitoring', 'at_home_program']);
    expect(ids(catalog.cardTypes)).toEqual([
      'VISA', 'VISA DEBIT', 'MASTERCARD', 'DEBIT MASTERCARD', 'AMERICAN EXPRESS', 'DISCOVER', 'DINERS', 'JCB',
    ]);
    expect(ids(catalog.statsKeys)).toEqual([
      'userPatient', 'partnerPatient', 'referral', 'patientTrend', 'allCardStats', 'active', 'careCoordination',
      'historical', 'sharedLiving', 'sharedLivingReferral', 'adultDayProgram', 'onHold', 'postings',
    ]);
    expect(ids(catalog.reportPeriods)).toEqual(['All', 'Week', 'Month', 'YTD']);
    expect(ids(catalog.referralReportMetrics)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(catalog.leadLocations.map((location) => location.label)).toEqual([
      'General referral form', 'Book a visit', 'Sharecare landing', 'Older-not-invisible landing',
      'Day program host sign-up', 'Shared live-in host sign-up',
    ]);
    expect(ids(catalog.assistanceLevels)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(catalog.AssistanceLevel.UNKNOWN).toBe(0);
    expect(catalog.mapClustering).toEqual({ radius: 40, maxZoom: 16 });
    expect(catalog.requestClientDefaults.timeoutMs).toBe(0);
    expect(catalog.DEFAULT_TRANSLATION_NAMESPACE).toBe('common');
  });
});

describe('care services and certifications by profession (SPEC.md section 6)', () => {
  const supportWorkerServices = [2, 3, 4, 5, 6, 14, 26, 30, 39, 40, 41, 42, 43, 44, 45];
  const practicalNurseServices = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    33, 34, 35, 36, 37, 39, 40, 41, 42, 43, 44, 45,
  ];
  const registeredNurseServices = Array.from({ length: 45 }, (_, index) => index + 1);
  const nurseCertifications = [
    'type_certificate', 'gentle_persuasive_approach', 'palliative_care', 'leap',
    'psychotropic_medication_education', 'wound_care_specialist', 'foot_care_specialist',
  ];

  it.each([
    ['personal_support_worker', supportWorkerServices],
    ['registered_practical_nurse', practicalNurseServices],
    ['registered_nurse', registeredNurseServices],
    // Not listed by SPEC.md: a certified caregiver sees what a personal support worker sees.
    ['certified_caregiver', supportWorkerServices],
  ] as const)('servicesFor(%s)', (profession, expected) => {
    expect(catalog.servicesFor(profession)).toEqual(expected);
  });

  it.each([
    ['personal_support_worker', ['type_certificate', 'gentle_persuasive_approach', 'palliative_care', 'leap']],
    ['registered_practical_nurse', nurseCertifications],
    ['registered_nurse', nurseCertifications],
    [
      'certified_caregiver',
      ['gentle_persuasive_approach', 'palliative_care', 'leap', 'cbrf', 'cdcp', 'cna', 'home_health_aide'],
    ],
  ] as const)('certificationsFor(%s)', (profession, expected) => {
    expect(catalog.certificationsFor(profession)).toEqual(expected);
  });

  it('only ever names care services of the catalog', () => {
    for (const profession of catalog.professions) {
      expect(catalog.servicesFor(profession.id).every(catalog.isCareServiceId)).toBe(true);
    }
  });
});

const isCatalog = (value: unknown): value is Catalog =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null && 'translationKey' in entry);

const everyCatalog = Object.entries(catalog).flatMap(([name, value]) =>
  isCatalog(value) ? [[name, value] as const] : [],
);

describe.each(everyCatalog)('catalog %s', (_name, entries) => {
  it('has unique ids and keys, a label and a namespaced translation key for every entry', () => {
    expect(new Set(ids(entries)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.translationKey)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.key).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(entry.label.trim()).not.toBe('');
      expect(entry.translationKey).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/);
    }
  });
});
