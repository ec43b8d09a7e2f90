import Stack from '@mui/material/Stack';
import { agencyStandings } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { AgencyListParams, AgencySortField } from '../api';
import { PAGE_SIZES } from '../assessment/filters';
import { StatusSelect } from '../layout/StatusSelect';
import { NameSearch } from '../patient';
import { useStandingLabel } from './standing';

export { PAGE_SIZES };
export const DEFAULT_SORT: AgencyListParams['sort'] = { field: 'name', direction: 'asc' };
export const SORT_FIELDS: readonly AgencySortField[] = ['name', 'createdAt', 'updatedAt'];
const DEFAULT_PAGE_SIZE = 25;
const MAX_SEARCH = 100;

const positiveInt = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);

export const listParamsFrom = (search: URLSearchParams): AgencyListParams => {
  const pageSize = positiveInt(search.get('pageSize'));
  const [field, direction] = (search.get('sort') ?? '').split(':');
  const words = (search.get('search') ?? '').trim().slice(0, MAX_SEARCH);
  const standing = positiveInt(search.get('standing'));
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    sort:
      SORT_FIELDS.includes(field as AgencySortField) && (direction === 'asc' || direction === 'desc')
        ? { field: field as AgencySortField, direction }
        : DEFAULT_SORT,
    search: words === '' ? undefined : words,
    standing: agencyStandings.some((entry) => entry.id === standing) ? standing : undefined,
  };
};

export const searchFrom = (params: AgencyListParams): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  if (params.sort.field !== DEFAULT_SORT.field || params.sort.direction !== DEFAULT_SORT.direction) search.set('sort', `${params.sort.field}:${params.sort.direction}`);
  if (params.search !== undefined) search.set('search', params.search);
  if (params.standing !== undefined) search.set('standing', String(params.standing));
  return search;
};

export const isFiltered = (params: AgencyListParams): boolean => params.search !== undefined || params.standing !== undefined;

export function AgencyFilters({ params, onChange }: { params: AgencyListParams; onChange: (change: Partial<AgencyListParams>) => void }) {
  const { t } = useTranslation('agencies');
  const label = useStandingLabel();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <NameSearch value={params.search} onChange={(search) => onChange({ search, page: 1 })} />
      <StatusSelect
        label={t('filters.standing')}
        allLabel={t('filters.allStandings')}
        value={params.standing}
        options={agencyStandings.map((entry) => ({ id: entry.id, label: label(entry.id) }))}
        onChange={(standing) => onChange({ standing, page: 1 })}
      />
    </Stack>
  );
}
