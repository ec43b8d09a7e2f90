import { MAX_LOCATION_LENGTH, MAX_PLACE_PART_LENGTH } from '@careledger/domain';

/** The server's limits (query-service `search-location.ts`): 50 km unless asked, never beyond 500. */
export const DEFAULT_RADIUS_KM = 50;
export const MAX_RADIUS_KM = 500;
export { MAX_LOCATION_LENGTH, MAX_PLACE_PART_LENGTH };

export type LocationMode = 'place' | 'coordinates';

/** One search as the visitor typed it: checked on submit, then turned into a request. */
export interface SearchForm {
  mode: LocationMode;
  /** A city, a place slug (`toronto`, `london-on`) or "City, Province, Country". */
  location: string;
  latitude: string;
  longitude: string;
  radiusKm: string;
  /** Homecare only; empty for any care type. */
  careTypeId: string;
}

export const emptySearchForm = (): SearchForm => ({
  mode: 'place',
  location: '',
  latitude: '',
  longitude: '',
  radiusKm: String(DEFAULT_RADIUS_KM),
  careTypeId: '',
});

export type SearchField = 'location' | 'latitude' | 'longitude' | 'radiusKm' | 'careTypeId';

/** Keys of `validation.*` in the landing texts. */
export type Problem =
  | 'locationRequired'
  | 'locationTooLong'
  | 'placePartTooLong'
  | 'latitudeRequired'
  | 'latitudeRange'
  | 'longitudeRequired'
  | 'longitudeRange'
  | 'radiusRange';

export type FormProblems = Partial<Record<SearchField, Problem>>;

const DECIMAL = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** A number as typed, with a decimal point or a comma (es-ES writes 43,65). */
export const parseDecimal = (text: string): number | undefined => {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
};

/** The parts between commas, most precise first: "Toronto, ON, Canada". */
export const placeParts = (location: string): string[] =>
  location
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const coordinateProblem = (text: string, limit: number, required: Problem, range: Problem): Problem | undefined => {
  if (text.trim() === '') return required;
  const value = parseDecimal(text);
  return value === undefined || Math.abs(value) > limit ? range : undefined;
};

const locationProblem = (location: string): Problem | undefined => {
  const trimmed = location.trim();
  if (placeParts(trimmed).length === 0) return 'locationRequired';
  if (trimmed.length > MAX_LOCATION_LENGTH) return 'locationTooLong';
  return placeParts(trimmed).some((part) => part.length > MAX_PLACE_PART_LENGTH) ? 'placePartTooLong' : undefined;
};

const radiusProblem = (text: string): Problem | undefined => {
  const value = parseDecimal(text);
  return value !== undefined && value > 0 && value <= MAX_RADIUS_KM ? undefined : 'radiusRange';
};

/** Every problem of the form, by field; empty when it can be sent. */
export const validateSearchForm = (form: SearchForm): FormProblems => {
  const problems: FormProblems =
    form.mode === 'place'
      ? { location: locationProblem(form.location) }
      : {
          latitude: coordinateProblem(form.latitude, 90, 'latitudeRequired', 'latitudeRange'),
          longitude: coordinateProblem(form.longitude, 180, 'longitudeRequired', 'longitudeRange'),
        };
  problems.radiusKm = radiusProblem(form.radiusKm);
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
};

export const hasProblems = (problems: FormProblems): boolean => Object.keys(problems).length > 0;
