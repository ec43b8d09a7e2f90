import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { caregiverStatuses, professions } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { CaregiverListParams, CaregiverSortField } from '../api';
import { PAGE_SIZES } from '../assessment/filters';
import { StatusSelect } from '../layout/StatusSelect';
import { NameSearch } from '../patient';
import { useCaregiverLabels } from './labels';

export { PAGE_SIZES };
export const DEFAULT_SORT: CaregiverListParams['sort'] = { field: 'lastName', direction: 'asc' };
export const SORT_FIELDS: readonly CaregiverSortField[] = ['lastName', 'createdAt', 'updatedAt'];
const DEFAULT_PAGE_SIZE = 25;
const MAX_SEARCH = 100;

const positiveInt = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);
const whole = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined);

export const listParamsFrom = (search: URLSearchParams): CaregiverListParams => {
  const pageSize = positiveInt(search.get('pageSize'));
  const [field, direction] = (search.get('sort') ?? '').split(':');
  const words = (search.get('search') ?? '').trim().slice(0, MAX_SEARCH);
  // Pending is status 0: a plain "positive" check would drop it.
  const status = whole(search.get('status'));
  const professionId = search.get('professionId') ?? undefined;
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    sort:
      SORT_FIELDS.includes(field as CaregiverSortField) && (direction === 'asc' || direction === 'desc')
        ? { field: field as CaregiverSortField, direction }
        : DEFAULT_SORT,
    search: words === '' ? undefined : words,
    status: caregiverStatuses.some((entry) => entry.id === status) ? status : undefined,
    professionId: professions.some((entry) => entry.id === professionId) ? professionId : undefined,
  };
};

export const searchFrom = (params: CaregiverListParams): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  if (params.sort.field !== DEFAULT_SORT.field || params.sort.direction !== DEFAULT_SORT.direction) search.set('sort', `${params.sort.field}:${params.sort.direction}`);
  if (params.search !== undefined) search.set('search', params.search);
  if (params.status !== undefined) search.set('status', String(params.status));
  if (params.professionId !== undefined) search.set('professionId', params.professionId);
  return search;
};

export const isFiltered = (params: CaregiverListParams): boolean => [params.search, params.status, params.professionId].some((value) => value !== undefined);

type Filters = Pick<CaregiverListParams, 'search' | 'status' | 'professionId'>;

export function CaregiverFilters({ params, onChange }: { params: CaregiverListParams; onChange: (change: Filters & { page: number }) => void }) {
  const { t } = useTranslation('caregivers');
  const labels = useCaregiverLabels();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <NameSearch value={params.search} onChange={(search) => onChange({ search, page: 1 })} />
      <StatusSelect
        label={t('filters.status')}
        allLabel={t('filters.allStatuses')}
        value={params.status}
        options={caregiverStatuses.map((entry) => ({ id: entry.id, label: labels.status(entry.id) }))}
        onChange={(status) => onChange({ status, page: 1 })}
      />
      <TextField
        select
        size="small"
        label={t('filters.profession')}
        value={params.professionId ?? ''}
        onChange={(event) => onChange({ professionId: event.target.value === '' ? undefined : event.target.value, page: 1 })}
        sx={{ minWidth: 220 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('filters.allProfessions')}</MenuItem>
        {professions.map((profession) => (
          <MenuItem key={profession.id} value={profession.id}>
            {labels.profession(profession.id)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
