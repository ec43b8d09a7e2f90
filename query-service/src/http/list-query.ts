import { invalid, type FieldError, type PageAnswer } from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import type { ReadModelCache } from './read-model-cache';

/** DESIGN.md section 5: every list takes page, pageSize (at most 100) and sort `field:asc|desc`. */
export interface ListQuery<SortField extends string> {
  page: number;
  pageSize: number;
  sortField: SortField;
  sortDirection: 'asc' | 'desc';
}

/** One page of a list, the domain's `pageAnswer`: `total` is exact up to COUNT_CAP; when `totalCapped` is set there are at least that many. */
export type Page<Row> = PageAnswer<Row>;

/**
 * Beyond this many matches a list says "at least": counting a million rows costs a hundred times
 * the page itself (bench/RESULTS.md), and nobody pages that far without a filter.
 */
export const COUNT_CAP = 10_000;

/** How many rows `FROM source WHERE where` matches, counted up to COUNT_CAP, read now. */
export const countRows = async (db: SqlExecutor, source: string, where: string, params: readonly unknown[]): Promise<Pick<Page<never>, 'total' | 'totalCapped'>> => {
  const { rows } = await db.query<{ total: number | string }>(`SELECT count(*) AS total FROM (SELECT 1 FROM ${source} WHERE ${where} LIMIT ${COUNT_CAP + 1}) AS capped`, params);
  return cappedTotal(Number(rows[0]?.total ?? 0));
};

/** A count of at most COUNT_CAP + 1 matches as a list's total: beyond the cap, "at least" the cap. */
export const cappedTotal = (total: number): Pick<Page<never>, 'total' | 'totalCapped'> => (total > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total });

export interface ListReads {
  db: SqlExecutor;
  readModelCache: ReadModelCache;
}

/**
 * How many rows `FROM source WHERE where` matches, counted up to COUNT_CAP; kept until the read
 * models change (`source` and `where` name only read-model tables).
 */
export const countMatches = ({ db, readModelCache }: ListReads, source: string, where: string, params: readonly unknown[]): Promise<Pick<Page<never>, 'total' | 'totalCapped'>> =>
  readModelCache.remember(`count\u0000${source}\u0000${where}\u0000${JSON.stringify(params)}`, () => countRows(db, source, where, params));

const viewIds = new WeakMap<object, number>();
let views = 0;
/** Two lists may share a query and shape its rows differently: the shaping is part of the key. */
const viewId = (toView: object): number => {
  const known = viewIds.get(toView);
  if (known !== undefined) return known;
  views += 1;
  viewIds.set(toView, views);
  return views;
};

/** A row as it leaves the database, when the caller shapes it later. */
export const asStored = <Row>(row: Row): Row => row;

/**
 * The rows of a read-model query shaped by `toView`, kept until the read models change (`sql`
 * names only read-model tables). Frozen, since one answer may serve many requests.
 */
export const readModelRows = <Row, View>({ db, readModelCache }: ListReads, toView: (row: Row) => View, sql: string, params: readonly unknown[]): Promise<View[]> =>
  readModelCache.remember(`rows\u0000${viewId(toView)}\u0000${sql}\u0000${JSON.stringify(params)}`, async () => {
    const { rows } = await db.query<Row>(sql, params);
    return Object.freeze(rows.map((row) => Object.freeze(toView(row)))) as View[];
  });

export const MAX_PAGE_SIZE = 100;

/** A whole-number query parameter from `min` to `max`, `fallback` when absent; otherwise a field error. */
export const wholeNumberParam = (raw: unknown, path: string, min: number, max: number, fallback: number, errors: FieldError[]): number => {
  if (raw === undefined || raw === '') return fallback;
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    errors.push({ path, message: `must be a whole number from ${min} to ${max}` });
    return fallback;
  }
  return value;
};

export const parseListQuery = <SortField extends string>(
  query: Record<string, unknown>,
  sortFields: readonly SortField[],
  defaultSort: `${SortField}:${'asc' | 'desc'}`,
  errors: FieldError[],
): ListQuery<SortField> => {
  const page = wholeNumberParam(query.page, 'page', 1, 1_000_000, 1, errors);
  const pageSize = wholeNumberParam(query.pageSize, 'pageSize', 1, MAX_PAGE_SIZE, 25, errors);
  const sort = typeof query.sort === 'string' && query.sort !== '' ? query.sort : defaultSort;
  const [field, direction = 'asc'] = sort.split(':');
  const sortField = sortFields.find((candidate) => candidate === field);
  if (!sortField || (direction !== 'asc' && direction !== 'desc')) {
    errors.push({ path: 'sort', message: `must be one of ${sortFields.join(', ')}, optionally followed by :asc or :desc` });
    const [fallbackField, fallbackDirection] = defaultSort.split(':') as [SortField, 'asc' | 'desc'];
    return { page, pageSize, sortField: fallbackField, sortDirection: fallbackDirection };
  }
  return { page, pageSize, sortField, sortDirection: direction };
};

export const throwIfInvalid = (errors: FieldError[]): void => {
  if (errors.length > 0) throw invalid(errors, 'The query parameters are not valid.');
};
