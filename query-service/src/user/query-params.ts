import type { FieldError } from '@careledger/domain';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_SEARCH = 100;

const absent = (raw: unknown): boolean => raw === undefined || raw === '';

export const uuidParam = (raw: unknown, path: string, errors: FieldError[]): string | undefined => {
  if (absent(raw)) return undefined;
  if (typeof raw === 'string' && UUID.test(raw)) return raw.toLowerCase();
  errors.push({ path, message: 'must be a UUID' });
  return undefined;
};

/** One of `allowed`, given as its decimal text. */
export const idParam = <Id extends number>(raw: unknown, path: string, allowed: readonly Id[], errors: FieldError[]): Id | undefined => {
  if (absent(raw)) return undefined;
  const id = allowed.find((candidate) => String(candidate) === raw);
  if (id === undefined) errors.push({ path, message: `must be one of ${allowed.join(', ')}` });
  return id;
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
