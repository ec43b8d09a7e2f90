import { postingStatuses } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { StatusSelect } from '../layout/StatusSelect';
import type { PostingListParams, PostingSortField } from '../api';
import { PAGE_SIZES } from '../assessment/filters';
import { usePostingStatusLabel } from './status';

export { PAGE_SIZES };
export const DEFAULT_SORT: PostingListParams['sort'] = { field: 'startDate', direction: 'desc' };
const DEFAULT_PAGE_SIZE = 25;
const SORT_FIELDS: readonly PostingSortField[] = ['startDate', 'endDate', 'createdAt', 'updatedAt'];

const positiveInt = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);

/** Page, sort and status live in the URL, as on the assessments list. */
export const listParamsFrom = (search: URLSearchParams): PostingListParams => {
  const pageSize = positiveInt(search.get('pageSize'));
  const [field, direction] = (search.get('sort') ?? '').split(':');
  const status = positiveInt(search.get('status'));
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    sort:
      SORT_FIELDS.includes(field as PostingSortField) && (direction === 'asc' || direction === 'desc')
        ? { field: field as PostingSortField, direction }
        : DEFAULT_SORT,
    status: postingStatuses.some((entry) => entry.id === status) ? status : undefined,
  };
};

export const searchFrom = (params: PostingListParams): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  if (params.sort.field !== DEFAULT_SORT.field || params.sort.direction !== DEFAULT_SORT.direction) {
    search.set('sort', `${params.sort.field}:${params.sort.direction}`);
  }
  if (params.status !== undefined) search.set('status', String(params.status));
  return search;
};

interface PostingStatusFilterProps {
  value: number | undefined;
  onChange: (status: number | undefined) => void;
}

export function PostingStatusFilter({ value, onChange }: PostingStatusFilterProps) {
  const { t } = useTranslation('postings');
  const label = usePostingStatusLabel();
  return (
    <StatusSelect
      label={t('filters.status')}
      allLabel={t('filters.allStatuses')}
      value={value}
      options={postingStatuses.map((entry) => ({ id: entry.id, label: label(entry.id) }))}
      onChange={onChange}
    />
  );
}
