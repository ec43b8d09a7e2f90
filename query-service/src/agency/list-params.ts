import type { FieldError } from '@careledger/domain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_SEARCH = 100;

export const absent = (raw: unknown): boolean => raw === undefined || raw === '';

export const isUuid = (raw: string): boolean => UUID.test(raw);

export const uuidParam = (raw: unknown, path: string, errors: FieldError[]): string | undefined => {
  if (absent(raw)) return undefined;
  if (typeof raw === 'string' && UUID.test(raw)) return raw.toLowerCase();
  errors.push({ path, message: 'must be a UUID' });
  return undefined;
};

/** One of the catalog's ids, given as its decimal text. */
export const idParam = <Id extends number | string>(raw: unknown, path: string, ids: readonly Id[], errors: FieldError[]): Id | undefined => {
  if (absent(raw)) return undefined;
  const id = ids.find((candidate) => String(candidate) === raw);
  if (id === undefined) errors.push({ path, message: `must be one of ${ids.join(', ')}` });
  return id;
};

export const booleanParam = (raw: unknown, path: string, errors: FieldError[]): boolean | undefined => {
  if (absent(raw)) return undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  errors.push({ path, message: 'must be true or false' });
  return undefined;
};

/** The words of the search, each a LIKE prefix pattern (its wildcards taken literally). */
export const searchParam = (raw: unknown, errors: FieldError[]): string[] => {
  if (absent(raw)) return [];
  if (typeof raw !== 'string' || raw.length > MAX_SEARCH) {
    errors.push({ path: 'search', message: `must be a text of at most ${MAX_SEARCH} characters` });
    return [];
  }
  return raw
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => `${word.replace(/[\\%_]/g, (special) => `\\${special}`)}%`);
};

/** Collects numbered parameters for one statement. */
export const sqlParameters = (initial: readonly unknown[] = []) => {
  const params: unknown[] = [...initial];
  return { params, add: (value: unknown): string => `$${params.push(value)}` };
};

export const iso = (value: Date | string): string => new Date(value).toISOString();

/** The whole search as one LIKE prefix pattern, spaces collapsed (its wildcards taken literally). */
export const prefixParam = (raw: unknown, errors: FieldError[]): string | undefined => {
  const words = searchParam(raw, errors);
  return words.length === 0 ? undefined : `${words.map((word) => word.slice(0, -1)).join(' ')}%`;
};
