import type { DriverInstant } from '../instant';

/**
 * An instant as a document keeps it: a BSON date, to the millisecond. A row's ISO text may carry
 * microseconds; they are dropped, as every answer drops them (`toISOString`).
 */
export const toDate = (instant: DriverInstant): Date => new Date(instant);

/** A BSON date back as the ISO text a row carries. */
export const toInstant = (date: Date): string => date.toISOString();

export const toDateOrNull = (instant: DriverInstant | null): Date | null => (instant === null ? null : toDate(instant));

export const toInstantOrNull = (date: Date | null): string | null => (date === null ? null : toInstant(date));
