import { z } from 'zod';
import { collectionAnswer, pageAnswer } from '../shared/answers';

/**
 * The reference data the query service reads from its `ref_*` tables: catalogs with labels
 * (a `translationKey` under `common` gives each label in every locale), geography and roles.
 */
const labelled = { label: z.string(), translationKey: z.string() };

/** A catalog entry named by a key: relationships, note types, the homecare care services. */
export const keyedCatalogEntryAnswer = z.strictObject({ id: z.number().int(), key: z.string(), ...labelled });
export type KeyedCatalogEntryAnswer = z.infer<typeof keyedCatalogEntryAnswer>;
export const keyedCatalogAnswer = collectionAnswer(keyedCatalogEntryAnswer);

/** A catalog entry named by a code: caregiver roles, diagnoses (ICD-10), languages (ISO 639). */
export const codedCatalogEntryAnswer = z.strictObject({ id: z.number().int(), code: z.string(), ...labelled });
export type CodedCatalogEntryAnswer = z.infer<typeof codedCatalogEntryAnswer>;
export const codedCatalogAnswer = collectionAnswer(codedCatalogEntryAnswer);

/** `GET /api/professions`: professions are named by text ids. */
export const professionsAnswer = collectionAnswer(z.strictObject({ id: z.string(), key: z.string(), ...labelled }));

/** `GET /api/payers`: `countryCode` null for payers found in every market. */
export const payersAnswer = collectionAnswer(codedCatalogEntryAnswer.extend({ countryCode: z.string().nullable() }));

/** `GET /api/care-coordinators`. */
export const careCoordinatorsAnswer = collectionAnswer(z.strictObject({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string(), provinceId: z.number().int() }));

/** `GET /api/week-days`: ISO numbering, Monday 1. */
export const weekDaysAnswer = collectionAnswer(codedCatalogEntryAnswer.extend({ shortLabel: z.string() }));

/** `GET /api/note-templates`, `GET /api/hub/note-templates`. */
export const noteTemplatesAnswer = collectionAnswer(z.strictObject({ id: z.number().int(), noteTypeId: z.number().int(), title: z.string(), body: z.string(), translationKey: z.string() }));

/** `GET /api/survey-meta`: the assessment survey's questions in order; `options` as the question kind defines them. */
export const surveyQuestionsAnswer = collectionAnswer(
  z.strictObject({ id: z.string(), label: z.string(), kind: z.string(), options: z.unknown(), position: z.number().int(), translationKey: z.string() }),
);

export const provinceAnswer = z.strictObject({ id: z.number().int(), code: z.string(), countryCode: z.string(), ...labelled });
export const provincesAnswer = collectionAnswer(provinceAnswer);

export const cityAnswer = z.strictObject({ id: z.number().int(), provinceId: z.number().int(), ...labelled, latitude: z.number(), longitude: z.number() });
export const citiesAnswer = pageAnswer(cityAnswer);

/** `GET /api/desired-locations`: cities labelled with their province (and country) in the asked locale. */
export const desiredLocationsAnswer = pageAnswer(z.strictObject({ id: z.number().int(), cityId: z.number().int(), provinceId: z.number().int(), countryCode: z.string(), label: z.string() }));

/** `GET /api/location-data`: countries, their provinces, their cities. */
export const locationDataAnswer = collectionAnswer(
  z.strictObject({ code: z.string(), locale: z.string(), ...labelled, provinces: z.array(provinceAnswer.extend({ cities: z.array(cityAnswer) })) }),
);

export const roleEntryAnswer = z.strictObject({ id: z.number().int(), key: z.string(), slug: z.string(), ...labelled });
export type RoleEntryAnswer = z.infer<typeof roleEntryAnswer>;

/** `GET /api/translations`: key → text for one locale and namespace. */
export const translationsAnswer = z.strictObject({ locale: z.string(), namespace: z.string(), data: z.record(z.string(), z.string()) });
export type TranslationsAnswer = z.infer<typeof translationsAnswer>;
