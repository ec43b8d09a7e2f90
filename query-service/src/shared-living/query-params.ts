import { FIRST_CALENDAR_YEAR, invalid, isInstant, type FieldError } from '@careledger/domain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const absent = (raw: unknown): boolean => raw === undefined || raw === '';

/** 400 naming the parameter when a path id is not a UUID. */
export const assertUuid = (id: string, path: string, what: string): void => {
  if (!UUID.test(id)) throw invalid([{ path, message: 'must be a UUID' }], `The ${what} id is not valid.`);
};

export const uuidParam = (raw: unknown, path: string, errors: FieldError[]): string | undefined => {
  if (absent(raw)) return undefined;
  if (typeof raw === 'string' && UUID.test(raw)) return raw.toLowerCase();
  errors.push({ path, message: 'must be a UUID' });
  return undefined;
};

export const booleanParam = (raw: unknown, path: string, errors: FieldError[]): boolean | undefined => {
  if (absent(raw)) return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  errors.push({ path, message: 'must be true or false' });
  return undefined;
};

export const oneOfParam = <T extends string | number>(raw: unknown, path: string, allowed: readonly T[], errors: FieldError[]): T | undefined => {
  if (absent(raw)) return undefined;
  const found = allowed.find((value) => String(value) === raw);
  if (found === undefined) errors.push({ path, message: `must be one of ${allowed.join(', ')}` });
  return found;
};

export const textParam = (raw: unknown, path: string, errors: FieldError[], maxLength = 100): string | undefined => {
  if (absent(raw)) return undefined;
  if (typeof raw === 'string' && raw.length <= maxLength) return raw;
  errors.push({ path, message: `must be a text of at most ${maxLength} characters` });
  return undefined;
};

export const instantParam = (raw: unknown, path: string, errors: FieldError[]): string | undefined => {
  if (absent(raw)) return undefined;
  // The calendar date rule's years hold for instants too: PostgreSQL has no year 0.
  if (typeof raw === 'string' && isInstant(raw) && Number(raw.slice(0, 4)) >= FIRST_CALENDAR_YEAR) return raw;
  errors.push({ path, message: 'must be an ISO-8601 instant with a zone, e.g. 2030-05-10T14:00:00Z' });
  return undefined;
};

/** A LIKE pattern matching values that start with `prefix`, whatever it contains. */
export const prefixPattern = (prefix: string): string => `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Collects SQL conditions and their parameters, numbering placeholders as they are added. */
export class Conditions {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  constructor(first: { sql: string; params: unknown[] }) {
    this.params.push(...first.params);
    this.parts.push(first.sql);
  }

  /** `sql` uses `?` for the value's placeholder. */
  add(sql: string, value: unknown): void {
    if (value === undefined) return;
    this.params.push(value);
    this.parts.push(sql.replace('?', `$${this.params.length}`));
  }

  get sql(): string {
    return this.parts.map((part) => `(${part})`).join(' AND ');
  }
}

export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
