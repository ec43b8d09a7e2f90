import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { FieldError } from '@careledger/domain';
import type { SqlDatabase } from '@careledger/storage';
import { asStored, countMatches, readModelRows, MAX_PAGE_SIZE, type ListQuery, type ListReads, type Page } from '../http/list-query';

export const MAX_SEARCH_LENGTH = 100;

/** Reference rows are selected with camelCase aliases, so a row is already the answer. */
export const selectRows = async <Row>(db: SqlDatabase, sql: string, params: unknown[] = []): Promise<Row[]> =>
  (await db.query<Row & Record<string, unknown>>(sql, params)).rows;

export const listOf = async <Row>(db: SqlDatabase, sql: string, params: unknown[] = []): Promise<{ data: Row[] }> => ({
  data: await selectRows<Row>(db, sql, params),
});

/** A `%text%` pattern for ILIKE, with the user's own wildcards taken literally. */
export const parseSearch = (raw: unknown, errors: FieldError[]): string | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.trim().length > MAX_SEARCH_LENGTH) {
    errors.push({ path: 'search', message: `must be a text of at most ${MAX_SEARCH_LENGTH} characters` });
    return undefined;
  }
  return `%${raw.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
};

export const parseId = (raw: unknown, path: string, errors: FieldError[]): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    errors.push({ path, message: 'must be a positive whole number' });
    return undefined;
  }
  return Number(raw);
};

export const parseCountryCode = async (db: SqlDatabase, raw: unknown, errors: FieldError[]): Promise<string | undefined> => {
  if (raw === undefined || raw === '') return undefined;
  const known = (await selectRows<{ code: string }>(db, 'SELECT code FROM ref_countries ORDER BY code')).map((row) => row.code);
  if (typeof raw === 'string' && known.includes(raw)) return raw;
  errors.push({ path: 'countryCode', message: `must be one of ${known.join(', ')}` });
  return undefined;
};

/** Conditions joined with AND, numbering their `$n` placeholders as they are added. */
export class Conditions {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  add(clause: (placeholder: string) => string, value: unknown): this {
    if (value === undefined) return this;
    this.params.push(value);
    this.clauses.push(clause(`$${this.params.length}`));
    return this;
  }

  get where(): string {
    return this.clauses.length === 0 ? 'TRUE' : this.clauses.join(' AND ');
  }
}

/** One page of `SELECT columns FROM source WHERE ...`, ordered by a column name the caller picked from a fixed list. */
export const pageOf = async <Row>(
  reads: ListReads,
  { columns, source, conditions, order }: { columns: string; source: string; conditions: Conditions; order: string },
  { page, pageSize }: ListQuery<string>,
): Promise<Page<Row>> => {
  const [rows, count] = await Promise.all([
    readModelRows(reads, asStored<Row>, `SELECT ${columns} FROM ${source} WHERE ${conditions.where} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`, conditions.params),
    countMatches(reads, source, conditions.where, conditions.params),
  ]);
  return { data: rows, ...count, page, pageSize };
};

/** OpenAPI for a paged reference list: page, pageSize, sort, search and the call's own filters. */
export const ApiPagedList = (defaultSort: string, ...filters: MethodDecorator[]) =>
  applyDecorators(
    ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } }),
    ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 } }),
    ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: `${defaultSort}:asc` }, description: 'label or id, then :asc or :desc' }),
    ApiQuery({ name: 'search', required: false, schema: { type: 'string', maxLength: MAX_SEARCH_LENGTH } }),
    ...filters,
  );
