import { z } from 'zod';
import { isIdOf, type Catalog, type IdOf } from '../catalog/catalog-entry';
import { ruleMessage } from '../shared/validation';

/** Request fields shared by the billing records (subscriptions, payments, card batches). */
import { calendarDateField, uuidField } from '../shared/fields';

export { calendarDateField, uuidField };

export const catalogIdField = <const C extends Catalog>(catalog: C, what: string) =>
  z.custom<IdOf<C>>((value) => isIdOf(catalog, value), {
    error: ruleMessage(`must be ${what}: ${catalog.map((entry) => JSON.stringify(entry.id)).join(', ')}`),
  }).meta({ examples: catalog.slice(0, 1).map((entry) => entry.id as IdOf<C>) });

export const reasonField = (maxLength: number) =>
  z
    .string({ error: 'must be a string or null' })
    .trim()
    .max(maxLength, { error: `must be at most ${maxLength} characters` })
    .nullable()
    .optional();

export const wholeCentsField = z.int({ error: ruleMessage('must be a whole number of cents') }).min(0, { error: 'must be 0 or more cents' });
