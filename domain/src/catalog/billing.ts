import { idsByKey, type CatalogEntry, type IdOf } from './catalog-entry';

export const unitsOfMeasure = [
  { id: 0, key: 'SERVICE', label: 'Per service', translationKey: 'unitOfMeasure.service' },
  { id: 1, key: 'DAILY', label: 'Daily', translationKey: 'unitOfMeasure.daily' },
  { id: 2, key: 'WEEKLY', label: 'Weekly', translationKey: 'unitOfMeasure.weekly' },
  { id: 3, key: 'MONTHLY', label: 'Monthly', translationKey: 'unitOfMeasure.monthly' },
] as const satisfies readonly CatalogEntry<number>[];

export const UnitOfMeasure = idsByKey(unitsOfMeasure);
export type UnitOfMeasureId = IdOf<typeof unitsOfMeasure>;

/** `code` is the spelling SPEC.md section 9 gives (the name other systems exchange). */
export const billingFrequencies = [
  { id: 0, key: 'NONE', code: 'none', label: 'None', translationKey: 'billingFrequency.none' },
  { id: 1, key: 'WEEKLY', code: 'weekly', label: 'Weekly', translationKey: 'billingFrequency.weekly' },
  { id: 2, key: 'BI_WEEKLY', code: 'biWeekly', label: 'Every two weeks', translationKey: 'billingFrequency.biWeekly' },
  { id: 3, key: 'MONTH_END', code: 'monthEnd', label: 'Month end', translationKey: 'billingFrequency.monthEnd' },
  { id: 4, key: 'MONTHLY', code: 'monthly', label: 'Monthly', translationKey: 'billingFrequency.monthly' },
  { id: 5, key: 'SEMI_MONTHLY', code: 'semiMonthly', label: 'Twice a month', translationKey: 'billingFrequency.semiMonthly' },
] as const satisfies readonly (CatalogEntry<number> & { code: string })[];

export const BillingFrequency = idsByKey(billingFrequencies);
export type BillingFrequencyId = IdOf<typeof billingFrequencies>;

export const roundingRules = [
  { id: 0, key: 'NEAREST_INCREMENT', label: 'Nearest increment', translationKey: 'roundingRule.nearestIncrement' },
  { id: 1, key: 'UP', label: 'Round up', translationKey: 'roundingRule.up' },
  { id: 2, key: 'DOWN', label: 'Round down', translationKey: 'roundingRule.down' },
] as const satisfies readonly CatalogEntry<number>[];

export const RoundingRule = idsByKey(roundingRules);
export type RoundingRuleId = IdOf<typeof roundingRules>;

export const recurrences = [
  { id: 1, key: 'MONTHLY_SAME_DATE', label: 'Monthly on the same date', translationKey: 'recurrence.monthlySameDate' },
  { id: 2, key: 'FIRST_DAY_OF_MONTH', label: 'First day of the month', translationKey: 'recurrence.firstDayOfMonth' },
  { id: 3, key: 'LAST_DAY_OF_MONTH', label: 'Last day of the month', translationKey: 'recurrence.lastDayOfMonth' },
  { id: 4, key: 'CUSTOM', label: 'Custom', translationKey: 'recurrence.custom' },
] as const satisfies readonly CatalogEntry<number>[];

export const Recurrence = idsByKey(recurrences);
export type RecurrenceId = IdOf<typeof recurrences>;

/** SPEC.md does not show the code values, so these descriptive codes are ours. */
export const membershipProducts = [
  { id: 'membership', key: 'MEMBERSHIP', label: 'Membership', translationKey: 'membershipProduct.membership' },
  { id: 'remote_monitoring', key: 'REMOTE_MONITORING', label: 'Remote monitoring', translationKey: 'membershipProduct.remoteMonitoring' },
  { id: 'at_home_program', key: 'AT_HOME_PROGRAM', label: 'At-home program', translationKey: 'membershipProduct.atHomeProgram' },
] as const satisfies readonly CatalogEntry<string>[];

export const MembershipProduct = idsByKey(membershipProducts);
export type MembershipProductCode = IdOf<typeof membershipProducts>;

/**
 * The read models keep whole cents without a currency; the platform bills in Canadian dollars
 * (its tax rates are provincial HST), so every screen and export names this one.
 */
export const BILLING_CURRENCY = 'CAD';
