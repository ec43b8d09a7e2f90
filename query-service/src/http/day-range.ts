import { calendarDateField, type FieldError } from '@careledger/domain';

const DAY_MS = 86_400_000;

/** A calendar date parameter (YYYY-MM-DD, a real day, by the domain's one date rule), or undefined when absent. */
export const dateParam = (raw: unknown, path: string, errors: FieldError[]): string | undefined => {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const parsed = calendarDateField.safeParse(raw);
  if (parsed.success) return parsed.data;
  errors.push({ path, message: parsed.error.issues[0]?.message ?? 'must be a date, YYYY-MM-DD' });
  return undefined;
};

export interface DayRange {
  from?: string;
  to?: string;
  /** The start of `from` (UTC), for a timestamptz column. */
  fromInstant?: string;
  /** The start of the day after `to` (UTC): the range includes all of `to`. */
  beforeInstant?: string;
}

/** `from` and `to` (YYYY-MM-DD, both included), or the parameter names given; `to` must not come before `from`. */
export const dayRangeParams = (query: Record<string, unknown>, errors: FieldError[], names: { from: string; to: string } = { from: 'from', to: 'to' }): DayRange => {
  const from = dateParam(query[names.from], names.from, errors);
  const to = dateParam(query[names.to], names.to, errors);
  if (from !== undefined && to !== undefined && to < from) errors.push({ path: names.to, message: `must not be before ${names.from}` });
  return {
    from,
    to,
    fromInstant: from === undefined ? undefined : `${from}T00:00:00.000Z`,
    beforeInstant: to === undefined ? undefined : new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString(),
  };
};
