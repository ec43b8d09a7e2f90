import { z } from 'zod';
import { isIdOf } from '../catalog/catalog-entry';
import { allergyReactions, ambulatoryLevels, assistanceLevels, type AllergyReactionId, type AmbulatoryLevelId, type AssistanceLevelId } from '../catalog/clinical-scales';
import { relationships, type RelationshipId } from '../catalog/people';
import { calendarDateField, emailField, phoneField, textField, uuidField } from '../shared/fields';
import { ruleMessage } from '../shared/validation';
import { activityAreas, genders, type ActivityArea } from './details';

export const uuid = uuidField;
export const text = textField;
export const name = text(100);
export const calendarDate = calendarDateField;

export const gender = z.enum(genders, { error: ruleMessage(`must be one of ${genders.join(', ')}`) });

export const phone = phoneField;

export const email = emailField;

export const address = z.strictObject(
  {
    street: text(200).nullable().optional(),
    city: text(100),
    province: text(100),
    postalCode: text(20).nullable().optional(),
    country: z
      .string({ error: ruleMessage('must be a two-letter country code (ISO 3166-1), like CA') })
      .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code (ISO 3166-1), like CA' }),
  },
  { error: ruleMessage('must be an object with city, province and country (street and postalCode optional)') },
);

const catalogId = <Id>(isId: (value: unknown) => boolean, message: string, example?: Id) =>
  z.custom<Id>((value) => isId(value), { error: ruleMessage(message) }).meta(example === undefined ? {} : { examples: [example] });

export const ambulatoryLevel = catalogId<AmbulatoryLevelId>(
  (value) => isIdOf(ambulatoryLevels, value),
  'must be a known ambulatory level: 1 ambulatory, 2 semi-ambulatory, 3 non-ambulatory',
  1,
);
export const assistanceLevel = catalogId<AssistanceLevelId>(
  (value) => isIdOf(assistanceLevels, value),
  'must be a known level of assistance, an integer from 0 (unknown) to 7',
  3,
);
export const severity = catalogId<AllergyReactionId>(
  (value) => isIdOf(allergyReactions, value),
  'must be a known allergy severity: 1 mild, 2 moderate, 3 severe',
  2,
);
export const relationshipId = catalogId<RelationshipId>(
  (value) => isIdOf(relationships, value),
  `must be a known relationship id: ${relationships.map((entry) => `${entry.id} ${entry.label.toLowerCase()}`).join(', ')}`,
  9,
);

const levelsShape = Object.fromEntries(activityAreas.map((area) => [area, assistanceLevel.optional()])) as Record<
  ActivityArea,
  z.ZodOptional<typeof assistanceLevel>
>;
export const assistanceLevelsByArea = z.strictObject(levelsShape, {
  error: ruleMessage(`must be an object of levels by activity area: ${activityAreas.join(', ')}`),
});

export const positiveId = z
  .int({ error: ruleMessage('must be a positive integer') })
  .positive({ error: 'must be a positive integer' });

/** A list of catalog ids (diagnoses, languages) the server looks up elsewhere: positive, each once. */
export const idList = (max: number) =>
  z
    .array(positiveId, { error: ruleMessage('must be an array of positive integers') })
    .max(max, { error: `must hold at most ${max} ids` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat an id' });
