import { z } from 'zod';
import { ruleMessage } from './validation';

/** Field schemas every aggregate's requests share, so one rule reads the same everywhere. */

export const uuidField = z.uuid({ error: ruleMessage('must be a UUID') });

export const textField = (maxLength: number) =>
  z
    .string({ error: ruleMessage('must be a string') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(maxLength, { error: `must be at most ${maxLength} characters` });

export const emailField = z
  .email({ error: ruleMessage('must be an email address') })
  .max(254, { error: 'must be at most 254 characters' });

const PHONE_RULE = 'must be a phone number: digits, spaces, ( ) . - and an optional leading +';

export const phoneField = z
  .string({ error: ruleMessage(PHONE_RULE) })
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{5,24}$/, { error: PHONE_RULE });

// The ISO patterns allow the year 0000, which PostgreSQL's date and timestamptz have no room for:
// accepted, it would stop every read model that stores it.
const FROM_YEAR_ONE = { error: 'must be in the year 0001 or later' };
const notYearZero = (value: string): boolean => !value.startsWith('0000-');

export const FIRST_CALENDAR_YEAR = 1900;
export const LAST_CALENDAR_YEAR = 9999;

/**
 * A day that exists (zod's date format knows month lengths and leap years), in years every store
 * and every screen can hold: PostgreSQL has no year 0, and no record of ours predates 1900.
 */
export const calendarDateField = z.iso
  .date({ error: ruleMessage('must be a date, YYYY-MM-DD') })
  .refine((date) => Number(date.slice(0, 4)) >= FIRST_CALENDAR_YEAR, { error: `must be a date from ${FIRST_CALENDAR_YEAR} to ${LAST_CALENDAR_YEAR}` });

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_OF_DAY_RULE = 'must be a time, HH:MM (24-hour)';

/** A wall-clock time of day, `HH:MM` from 00:00 to 23:59: no zone, read where the care happens. */
export const timeOfDayField = z.string({ error: ruleMessage(TIME_OF_DAY_RULE) }).regex(TIME_OF_DAY, { error: TIME_OF_DAY_RULE });

export const isTimeOfDay = (value: string): boolean => TIME_OF_DAY.test(value);

export const isCalendarDate = (value: unknown): value is string => calendarDateField.safeParse(value).success;


export const instantField = z.iso.datetime({ offset: true, error: ruleMessage('must be an ISO-8601 date-time with a time zone') }).refine(notYearZero, FROM_YEAR_ONE);
