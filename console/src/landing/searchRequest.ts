import { emptySearchCriteria, type SearchCriteria } from '@careledger/domain';
import type { LocationSearchCentre, LocationSearchWhere } from '../api';
import { emptySearchForm, parseDecimal, placeParts, type SearchForm } from './searchForm';
import type { SearchType } from './searchTypes';

/** What the server needs of a checked form, the page aside. */
export interface SearchRequest {
  where: LocationSearchWhere;
  radiusKm: number;
  careTypeId: number | undefined;
}

// The `/locations/<place>` slugs: toronto, london-on, london-on-ca.
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/i;

/** Never exponent notation (the server reads plain decimals): six places are about 10 cm. */
const decimalText = (value: number, places: number): string => String(Number(value.toFixed(places)));

/**
 * "Toronto, ON, Canada" names the city with its province and country (the last three parts of a
 * longer address); a single word such as `toronto` or `london-on` is a place slug; any other
 * single name ("New York", "Alcalá de Henares") is a city.
 */
export const whereOfPlace = (location: string): LocationSearchWhere => {
  const parts = placeParts(location);
  if (parts.length >= 3) {
    const [city1 = '', state1 = '', country1 = ''] = parts.slice(-3);
    return { city1, state1, country1 };
  }
  const [first = '', second] = parts;
  if (second !== undefined) return { city1: first, state1: second };
  return SLUG.test(first) ? { place: first.toLowerCase() } : { city1: first };
};

const coordinate = (text: string): number => parseDecimal(text) ?? 0;

/** The request of a form `validateSearchForm` accepted. */
export const requestOf = (type: SearchType, form: SearchForm): SearchRequest => {
  const where: LocationSearchWhere =
    form.mode === 'place'
      ? whereOfPlace(form.location)
      : { latitude: decimalText(coordinate(form.latitude), 6), longitude: decimalText(coordinate(form.longitude), 6) };
  const careTypeId = type === 'homecare' && form.careTypeId !== '' ? Number(form.careTypeId) : undefined;
  return { where, radiusKm: Number((parseDecimal(form.radiusKm) ?? 0).toFixed(3)), careTypeId };
};

/** What is kept on the server: the place as typed and where it resolved to, so other clients can use either. */
export const criteriaOf = (form: SearchForm, centre: LocationSearchCentre): SearchCriteria => {
  if (form.mode === 'coordinates') {
    return { ...emptySearchCriteria(), latitude: coordinate(form.latitude), longitude: coordinate(form.longitude) };
  }
  const where = whereOfPlace(form.location);
  return {
    ...emptySearchCriteria(),
    location: form.location.trim(),
    latitude: centre.latitude,
    longitude: centre.longitude,
    city1: where.city1 ?? null,
    state1: where.state1 ?? null,
    country1: where.country1 ?? null,
  };
};

/** A search kept on the server, back as a form; undefined when nothing was kept. */
export const formOfCriteria = (criteria: SearchCriteria): SearchForm | undefined => {
  const city = criteria.city1 ?? criteria.locality ?? criteria.sublocality;
  const address = city === null ? '' : [city, criteria.state1 ?? criteria.area_level_1, criteria.country1].filter((part) => part !== null).join(', ');
  const location = criteria.location?.trim() || address;
  if (location !== '') return { ...emptySearchForm(), location };
  if (criteria.latitude === null || criteria.longitude === null) return undefined;
  return { ...emptySearchForm(), mode: 'coordinates', latitude: String(criteria.latitude), longitude: String(criteria.longitude) };
};
