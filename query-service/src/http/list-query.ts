import { invalid, type FieldError } from '@careledger/domain';

/** DESIGN.md section 5: every list takes page, pageSize (at most 100) and sort `field:asc|desc`. */
export interface ListQuery<SortField extends string> {
  page: number;
  pageSize: number;
  sortField: SortField;
  sortDirection: 'asc' | 'desc';
}

export interface Page<Row> {
  data: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export const MAX_PAGE_SIZE = 100;

const wholeNumber = (raw: unknown, path: string, min: number, max: number, fallback: number, errors: FieldError[]): number => {
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
  const page = wholeNumber(query.page, 'page', 1, 1_000_000, 1, errors);
  const pageSize = wholeNumber(query.pageSize, 'pageSize', 1, MAX_PAGE_SIZE, 25, errors);
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
