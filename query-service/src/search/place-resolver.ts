import type { FieldError } from '@careledger/domain';
import type { SqlDatabase } from '@careledger/storage';
import { placeLabel, type PlaceLocale } from '../reference/place-label';
import { selectRows } from '../reference/reference-query';
import type { SearchCentre } from './search-location';

interface KnownCity {
  city: string;
  provinceCode: string;
  province: string;
  countryCode: string;
  country: string;
  latitude: number;
  longitude: number;
  /** "Madrid, Comunidad de Madrid, España": in the reader's locale. */
  label: string;
}

/** The Google-style address parts of SPEC.md section 3, most precise first: the first one given names the city. */
export const CITY_FIELDS = ['locality', 'city1', 'sublocality', 'area_level_3', 'area_level_2'] as const;
export const PROVINCE_FIELDS = ['state1', 'area_level_1'] as const;
export const COUNTRY_FIELD = 'country1';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_TEXT = 100;

/** Lower case, accents and punctuation dropped: "Alcalá de Henares" and "alcala-de-henares" meet as "alcala de henares". */
const folded = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

const slugOf = (...parts: string[]): string => parts.map(folded).join(' ').replaceAll(' ', '-');

const centreOf = (city: KnownCity): SearchCentre => ({ latitude: city.latitude, longitude: city.longitude, place: city.label });

// A few dozen reference rows: read whole, matched in code, where accent folding is simple.
const knownCities = (db: SqlDatabase, locale: PlaceLocale): Promise<KnownCity[]> =>
  selectRows<KnownCity>(
    db,
    `SELECT c.label AS city, p.code AS "provinceCode", p.label AS province, k.code AS "countryCode", k.label AS country, c.latitude, c.longitude,
            ${placeLabel('$1')} AS label
       FROM ref_cities c JOIN ref_provinces p ON p.id = c.province_id JOIN ref_countries k ON k.code = p.country_code
      ORDER BY c.id`,
    [locale],
  );

/**
 * A `/locations/<place>` slug: `toronto`, or `london-on` / `london-on-ca` when a name alone is
 * not enough. Pushes a field error and answers undefined when no single city fits.
 */
export const resolvePlace = async (db: SqlDatabase, raw: string, locale: PlaceLocale, errors: FieldError[]): Promise<SearchCentre | undefined> => {
  const slug = raw.trim().toLowerCase();
  if (slug.length > MAX_TEXT || !SLUG.test(slug)) {
    errors.push({ path: 'place', message: 'must be a place slug like toronto or london-on: letters, digits and single dashes' });
    return undefined;
  }
  const matches = (await knownCities(db, locale)).filter((city) =>
    [slugOf(city.city), slugOf(city.city, city.provinceCode), slugOf(city.city, city.provinceCode, city.countryCode)].includes(slug),
  );
  const [only] = matches;
  if (only && matches.length === 1) return centreOf(only);
  errors.push({
    path: 'place',
    message: matches.length === 0 ? `names no city we know: ${slug}` : `names ${matches.length} cities; add the province code, like ${slug}-${matches[0]?.provinceCode.toLowerCase()}`,
  });
  return undefined;
};

/**
 * Every known city's `/locations/<place>` slug, each the shortest that `resolvePlace` reads as
 * that city alone: `toronto`, or `london-on` when another London is known.
 */
export const placeSlugs = async (db: SqlDatabase): Promise<string[]> => {
  const cities = await knownCities(db, 'en-US');
  const candidates = (city: KnownCity) => [slugOf(city.city), slugOf(city.city, city.provinceCode), slugOf(city.city, city.provinceCode, city.countryCode)];
  const readers = new Map<string, number>();
  for (const slug of cities.flatMap(candidates)) readers.set(slug, (readers.get(slug) ?? 0) + 1);
  return cities.flatMap((city) => candidates(city).find((slug) => readers.get(slug) === 1) ?? []);
};

type AddressParts = Partial<Record<(typeof CITY_FIELDS)[number] | (typeof PROVINCE_FIELDS)[number] | typeof COUNTRY_FIELD, string>>;

const textOf = (query: Record<string, unknown>, field: string, errors: FieldError[]): string | undefined => {
  const raw = query[field];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw === 'string' && raw.trim().length > 0 && raw.length <= MAX_TEXT) return raw;
  errors.push({ path: field, message: `must be a text of at most ${MAX_TEXT} characters` });
  return undefined;
};

/** The address parts the query carries, each checked; empty when it carries none. */
export const addressPartsOf = (query: Record<string, unknown>, errors: FieldError[]): AddressParts =>
  Object.fromEntries(
    [...CITY_FIELDS, ...PROVINCE_FIELDS, COUNTRY_FIELD]
      .map((field) => [field, textOf(query, field, errors)] as const)
      .filter(([, value]) => value !== undefined),
  );

export const hasAddressParts = (parts: AddressParts): boolean => Object.keys(parts).length > 0;

/** The city the address parts name, within the state and country they name, if they do. */
export const resolveAddress = async (db: SqlDatabase, parts: AddressParts, locale: PlaceLocale, errors: FieldError[]): Promise<SearchCentre | undefined> => {
  const cityField = CITY_FIELDS.find((field) => parts[field] !== undefined);
  if (!cityField) {
    errors.push({ path: 'city1', message: 'is required with state1 or country1: the search needs a city (city1 or locality)' });
    return undefined;
  }
  const province = PROVINCE_FIELDS.map((field) => parts[field]).find((value) => value !== undefined);
  const country = parts[COUNTRY_FIELD];
  const sameAs = (wanted: string | undefined, ...names: string[]) => wanted === undefined || names.some((name) => folded(name) === folded(wanted));
  const candidates = (await knownCities(db, locale)).filter(
    (city) => sameAs(province, city.provinceCode, city.province) && sameAs(country, city.countryCode, city.country),
  );
  // The most precise part that names a known city wins: a sublocality may be a neighbourhood we do not list.
  for (const field of CITY_FIELDS) {
    const name = parts[field];
    const found = name === undefined ? undefined : candidates.find((city) => folded(city.city) === folded(name));
    if (found) return centreOf(found);
  }
  errors.push({ path: cityField, message: `names no city we know${province || country ? ' in that state and country' : ''}: ${parts[cityField]}` });
  return undefined;
};
