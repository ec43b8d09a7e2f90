import type { NoteListParams, NoteSortField } from '../api';
import { PAGE_SIZES } from '../assessment/filters';

export { PAGE_SIZES };
export const DEFAULT_SORT: NoteListParams['sort'] = { field: 'dateOfService', direction: 'desc' };
const DEFAULT_PAGE_SIZE = 25;
export const SORT_FIELDS: readonly NoteSortField[] = ['dateOfService', 'createdAt', 'updatedAt'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const positiveInt = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);
const uuid = (raw: string | null): string | undefined => (raw !== null && UUID.test(raw) ? raw : undefined);

/** The patient (none: every patient's), the tab, the author, amended, page and sort all live in the URL, so a link from the patient and the way back keep them. */
export const listParamsFrom = (search: URLSearchParams): NoteListParams => {
  const pageSize = positiveInt(search.get('pageSize'));
  const [field, direction] = (search.get('sort') ?? '').split(':');
  return {
    patientId: uuid(search.get('patientId')) ?? '',
    drafts: search.get('drafts') === '1',
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    sort:
      SORT_FIELDS.includes(field as NoteSortField) && (direction === 'asc' || direction === 'desc')
        ? { field: field as NoteSortField, direction }
        : DEFAULT_SORT,
    authorId: uuid(search.get('authorId')),
    amended: search.get('amended') === '1' ? true : search.get('amended') === '0' ? false : undefined,
  };
};

export const searchFrom = (params: NoteListParams): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.patientId !== '') search.set('patientId', params.patientId);
  if (params.drafts) search.set('drafts', '1');
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  if (params.sort.field !== DEFAULT_SORT.field || params.sort.direction !== DEFAULT_SORT.direction) search.set('sort', `${params.sort.field}:${params.sort.direction}`);
  if (params.authorId !== undefined) search.set('authorId', params.authorId);
  if (params.amended !== undefined) search.set('amended', params.amended ? '1' : '0');
  return search;
};
