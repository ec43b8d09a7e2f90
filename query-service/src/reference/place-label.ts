import type { FieldError } from '@careledger/domain';

export const PLACE_LOCALES = ['en-US', 'en-CA', 'es-ES'] as const;
export type PlaceLocale = (typeof PLACE_LOCALES)[number];
export const DEFAULT_PLACE_LOCALE: PlaceLocale = 'en-US';

/** The `locale` a reader asks place names in; en-US when none is given. */
export const parsePlaceLocale = (raw: unknown, errors: FieldError[]): PlaceLocale => {
  if (raw === undefined || raw === '') return DEFAULT_PLACE_LOCALE;
  const found = PLACE_LOCALES.find((locale) => locale === raw);
  if (found === undefined) errors.push({ path: 'locale', message: `must be one of ${PLACE_LOCALES.join(', ')}` });
  return found ?? DEFAULT_PLACE_LOCALE;
};

/**
 * The name of a reference row (`alias` is a city, province or country) in the locale given as
 * `localeParam`: its translation key's text (namespace `common`), its English label when it has none.
 */
export const localizedName = (alias: string, localeParam: string): string =>
  `COALESCE((SELECT t.text FROM ref_translations t WHERE t.locale = ${localeParam} AND t.namespace = 'common' AND t.key = ${alias}.translation_key), ${alias}.label)`;

/** The one rule for every place label: "City, Province, Country", each part in the reader's locale. */
export const placeLabel = (localeParam: string): string =>
  `${localizedName('c', localeParam)} || ', ' || ${localizedName('p', localeParam)} || ', ' || ${localizedName('k', localeParam)}`;
