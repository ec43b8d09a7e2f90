import { z } from 'zod';
import { isIdOf } from '../catalog/catalog-entry';
import { products, type ProductId } from '../catalog/products';
import { ruleMessage } from '../shared/validation';

/** Field schemas shared by the shared-living records (hubs, clusters, host leads). */

export { emailField, instantField, phoneField, textField, uuidField } from '../shared/fields';
import { textField } from '../shared/fields';

export const productIdField = z.custom<ProductId>((value) => isIdOf(products, value), {
  error: ruleMessage('must be a product id: 14 (shared living) or 7 (adult day program)'),
}).meta({ examples: [14 as ProductId] });


export const latitudeField = z
  .number({ error: ruleMessage('must be a number from -90 to 90') })
  .min(-90, { error: 'must be a number from -90 to 90' })
  .max(90, { error: 'must be a number from -90 to 90' });

export const longitudeField = z
  .number({ error: ruleMessage('must be a number from -180 to 180') })
  .min(-180, { error: 'must be a number from -180 to 180' })
  .max(180, { error: 'must be a number from -180 to 180' });

export const addressField = z.strictObject(
  {
    street: textField(200),
    city: textField(100),
    province: textField(100),
    postalCode: z
      .string({ error: ruleMessage('must be a string') })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, { error: 'must be a postal code: 2 to 12 letters, digits, spaces or -' }),
    country: z
      .string({ error: ruleMessage('must be a two-letter country code (ISO 3166-1), like CA') })
      .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code (ISO 3166-1), like CA' }),
  },
  { error: ruleMessage('must be an object with street, city, province, postalCode and country') },
);

/** An optional free text: absent and null both mean "none". */
export const optionalText = (maxLength: number) => textField(maxLength).nullable().optional();
