import { z } from 'zod';
import { isCareServiceId, type CareServiceId } from '../catalog/care-services';
import { ruleMessage } from '../shared/validation';

/** Field schemas of the people and organisations of care: agencies and their caregivers. */

export { emailField, phoneField, textField, uuidField } from '../shared/fields';
import { phoneField, textField } from '../shared/fields';

export const nameField = textField(100);

/** Absent and null both mean "no phone". */
export const optionalPhoneField = phoneField.nullable().optional();

export const careServiceIdField = z.custom<CareServiceId>(isCareServiceId, {
  error: ruleMessage('must be a care service id, an integer from 1 to 45'),
}).meta({ examples: [3 as CareServiceId] });

export const careServiceIdsField = z
  .array(careServiceIdField, { error: ruleMessage('must be a list of care service ids') })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'must not name a care service twice' });

/** Drops the fields a partial update leaves out, so "absent" never reads as "set to undefined". */
export const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
