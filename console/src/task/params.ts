import { isIdOf, taskStates } from '@careledger/domain';
import type { TaskListParams, TaskSortField } from '../api';
import { PAGE_SIZES } from '../assessment/filters';
import { isCalendarDate } from '../i18n/calendar-dates';

export { PAGE_SIZES };
export const DEFAULT_SORT: TaskListParams['sort'] = { field: 'dueDate', direction: 'asc' };
export const SORT_FIELDS: readonly TaskSortField[] = ['dueDate', 'updatedAt', 'createdAt'];
const DEFAULT_PAGE_SIZE = 25;

/** The grid's state as the URL keeps it: the API's filters, "assigned to me" and, on the tasks screen, one patient. */
export interface TaskGridParams extends Omit<TaskListParams, 'assigneeId'> {
  mine: boolean;
  patientId?: string | undefined;
}

const positiveInt = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);
const day = (raw: string | null): string | undefined => (raw !== null && isCalendarDate(raw) ? raw : undefined);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const names = ['page', 'pageSize', 'sort', 'state', 'dueFrom', 'dueTo', 'mine', 'patient'] as const;

/**
 * Parsing and writing the grid's URL parameters, under `prefix` where the grid shares its page
 * with other sections (the patient page), so their parameters cannot collide.
 */
const taskParamsIn = (prefix: string) => {
  const key = Object.fromEntries(names.map((name) => [name, prefix === '' ? name : `${prefix}${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`])) as Record<(typeof names)[number], string>;

  const parse = (search: URLSearchParams): TaskGridParams => {
    const pageSize = positiveInt(search.get(key.pageSize));
    const [field, direction] = (search.get(key.sort) ?? '').split(':');
    const rawState = search.get(key.state);
    const state = rawState !== null && /^\d$/.test(rawState) ? Number(rawState) : undefined;
    const dueFrom = day(search.get(key.dueFrom));
    const dueTo = day(search.get(key.dueTo));
    const patientId = search.get(key.patient) ?? undefined;
    return {
      page: positiveInt(search.get(key.page)) ?? 1,
      pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
      sort: SORT_FIELDS.includes(field as TaskSortField) && (direction === 'asc' || direction === 'desc') ? { field: field as TaskSortField, direction } : DEFAULT_SORT,
      state: isIdOf(taskStates, state) ? state : undefined,
      dueFrom,
      // The server refuses a range that ends before it starts.
      dueTo: dueFrom !== undefined && dueTo !== undefined && dueTo < dueFrom ? undefined : dueTo,
      mine: search.get(key.mine) === '1',
      patientId: patientId !== undefined && UUID.test(patientId) ? patientId : undefined,
    };
  };

  const serialize = (params: TaskGridParams): URLSearchParams => {
    const search = new URLSearchParams();
    if (params.page !== 1) search.set(key.page, String(params.page));
    if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set(key.pageSize, String(params.pageSize));
    if (params.sort.field !== DEFAULT_SORT.field || params.sort.direction !== DEFAULT_SORT.direction) search.set(key.sort, `${params.sort.field}:${params.sort.direction}`);
    if (params.state !== undefined) search.set(key.state, String(params.state));
    if (params.dueFrom !== undefined) search.set(key.dueFrom, params.dueFrom);
    if (params.dueTo !== undefined) search.set(key.dueTo, params.dueTo);
    if (params.mine) search.set(key.mine, '1');
    if (params.patientId !== undefined) search.set(key.patient, params.patientId);
    return search;
  };

  return { parse, serialize };
};

export const tasksScreenParams = taskParamsIn('');
export const patientSectionParams = taskParamsIn('task');

export const isFiltered = (params: TaskGridParams): boolean =>
  params.mine || [params.state, params.dueFrom, params.dueTo, params.patientId].some((value) => value !== undefined);

/** What the API is asked: "assigned to me" is the signed-in user's id. */
export const listParamsOf = (params: TaskGridParams, userId: string): TaskListParams => ({
  page: params.page,
  pageSize: params.pageSize,
  sort: params.sort,
  state: params.state,
  dueFrom: params.dueFrom,
  dueTo: params.dueTo,
  assigneeId: params.mine ? userId : undefined,
  patientId: params.patientId,
});
