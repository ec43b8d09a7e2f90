import { AssessmentStatus, assessmentStatuses } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { StatusSelect } from '../layout/StatusSelect';
import type { AssessmentListParams, AssessmentSortField, AssessmentStatusEntry } from '../api';
import { useStatusLabel } from './status';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_SORT: AssessmentListParams['sort'] = { field: 'updatedAt', direction: 'desc' };
const SORT_FIELDS: readonly AssessmentSortField[] = ['createdAt', 'updatedAt', 'status', 'visitAt'];

const positiveInt = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 ? value : undefined;
};

/**
 * The list's page, sort and filter live in the URL, so a reload, a shared link or the way back
 * from a detail page shows the same rows.
 */
export const listParamsFrom = (search: URLSearchParams): AssessmentListParams => {
  const pageSize = positiveInt(search.get('pageSize'));
  const [field, direction] = (search.get('sort') ?? '').split(':');
  const status = positiveInt(search.get('status'));
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? 25,
    sort:
      SORT_FIELDS.includes(field as AssessmentSortField) && (direction === 'asc' || direction === 'desc')
        ? { field: field as AssessmentSortField, direction }
        : DEFAULT_SORT,
    status: assessmentStatuses.some((entry) => entry.id === status) ? status : undefined,
  };
};

export const searchFrom = (params: AssessmentListParams): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== 25) search.set('pageSize', String(params.pageSize));
  if (params.sort.field !== DEFAULT_SORT.field || params.sort.direction !== DEFAULT_SORT.direction) {
    search.set('sort', `${params.sort.field}:${params.sort.direction}`);
  }
  if (params.status !== undefined) search.set('status', String(params.status));
  return search;
};

/** The order a case moves through, which reads better in a menu than the ids do. */
const WORKFLOW_ORDER: readonly number[] = [
  AssessmentStatus.REQUESTED,
  AssessmentStatus.PENDING,
  AssessmentStatus.SCHEDULED,
  AssessmentStatus.APPROVED,
  AssessmentStatus.ACTIVE,
  AssessmentStatus.COMPLETED,
  AssessmentStatus.CANCELLED,
];

const rank = (id: number) => {
  const index = WORKFLOW_ORDER.indexOf(id);
  return index === -1 ? WORKFLOW_ORDER.length + id : index;
};

interface StatusFilterProps {
  value: number | undefined;
  onChange: (status: number | undefined) => void;
  statuses: readonly AssessmentStatusEntry[] | undefined;
}

export function StatusFilter({ value, onChange, statuses }: StatusFilterProps) {
  const { t } = useTranslation('assessments');
  const label = useStatusLabel(statuses);
  // The catalog's statuses plus any the server adds, so a status in the URL is always an option.
  const served = statuses ?? [];
  const options = [...served, ...assessmentStatuses.filter((entry) => !served.some((other) => other.id === entry.id))].sort(
    (a, b) => rank(a.id) - rank(b.id),
  );
  return (
    <StatusSelect
      label={t('filters.status')}
      allLabel={t('filters.allStatuses')}
      value={value}
      options={options.map((entry) => ({ id: entry.id, label: label(entry.id) }))}
      onChange={onChange}
    />
  );
}
