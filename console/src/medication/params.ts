import { medicationAdministrationStates } from '@careledger/domain';
import type { MedicationListParams, MedicationSortField } from '../api';
import { PAGE_SIZES } from '../assessment/filters';
import { isCalendarDate } from '../i18n/calendar-dates';

export { PAGE_SIZES };
export const DEFAULT_SORT: MedicationListParams['sort'] = { field: 'scheduledAt', direction: 'desc' };
export const SORT_FIELDS: readonly MedicationSortField[] = ['scheduledAt', 'medicationName', 'updatedAt'];
const DEFAULT_PAGE_SIZE = 10;

/** The section lives on the patient's page: its keys carry a prefix so other sections' parameters cannot collide. */
const key = {
  page: 'medPage',
  pageSize: 'medPageSize',
  sort: 'medSort',
  status: 'medStatus',
  from: 'medFrom',
  to: 'medTo',
} as const;

const positiveInt = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);
const day = (raw: string | null): string | undefined => (raw !== null && isCalendarDate(raw) ? raw : undefined);

export const medicationParamsFrom = (search: URLSearchParams): MedicationListParams => {
  const pageSize = positiveInt(search.get(key.pageSize));
  const [field, direction] = (search.get(key.sort) ?? '').split(':');
  const status = positiveInt(search.get(key.status));
  const from = day(search.get(key.from));
  const to = day(search.get(key.to));
  return {
    page: positiveInt(search.get(key.page)) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    sort:
      SORT_FIELDS.includes(field as MedicationSortField) && (direction === 'asc' || direction === 'desc')
        ? { field: field as MedicationSortField, direction }
        : DEFAULT_SORT,
    status: medicationAdministrationStates.some((entry) => entry.id === status) ? status : undefined,
    from,
    // The server refuses a window that ends before it starts.
    to: from !== undefined && to !== undefined && to < from ? undefined : to,
  };
};

export const medicationSearchFrom = (params: MedicationListParams): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set(key.page, String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set(key.pageSize, String(params.pageSize));
  if (params.sort.field !== DEFAULT_SORT.field || params.sort.direction !== DEFAULT_SORT.direction) search.set(key.sort, `${params.sort.field}:${params.sort.direction}`);
  if (params.status !== undefined) search.set(key.status, String(params.status));
  if (params.from !== undefined) search.set(key.from, params.from);
  if (params.to !== undefined) search.set(key.to, params.to);
  return search;
};

export const isFiltered = (params: MedicationListParams): boolean => [params.status, params.from, params.to].some((value) => value !== undefined);
