import { z } from 'zod';
import { calendarDateField, invalidRequest, parseOrThrow } from '@careledger/domain';

/** `day`: bill what is due by that day; today (UTC) when absent. */
export const startBillingRunRequest = z.strictObject({ day: calendarDateField.optional() });

export type StartBillingRunRequest = z.output<typeof startBillingRunRequest>;

/** A run bills what has fallen due: a day still to come would bill periods before their date. */
export const parseStartBillingRunRequest = (body: unknown, today: string): StartBillingRunRequest => {
  const request = parseOrThrow(startBillingRunRequest, body ?? {});
  if (request.day !== undefined && request.day > today) throw invalidRequest([{ path: 'day', message: `must be today (${today}) or earlier` }]);
  return request;
};
