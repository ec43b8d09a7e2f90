import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { hostLeadStatuses, isIdOf, leadLocations, products } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { HostLeadListParams, HostLeadSortField } from '../api';
import { PAGE_SIZES } from '../assessment/filters';
import { useProductLabel } from '../hub/product';
import { StatusSelect } from '../layout/StatusSelect';
import { useHostLeadStatusLabel, useLeadLocationLabel } from './status';

export { PAGE_SIZES };
export const DEFAULT_SORT: HostLeadListParams['sort'] = { field: 'createdAt', direction: 'desc' };
const DEFAULT_PAGE_SIZE = 25;
export const SORT_FIELDS: readonly HostLeadSortField[] = ['createdAt', 'updatedAt', 'status', 'contactName'];
/** The server refuses a longer name filter. */
const MAX_SEARCH = 100;
const TYPING_PAUSE_MS = 300;

const positiveInt = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);

/**
 * Page, sort and filters live in the URL under the names the listing call takes, so
 * `/admin/shared-living/host-leads?status=NEW` lands on the same filtered grid.
 */
export const listParamsFrom = (search: URLSearchParams): HostLeadListParams => {
  const pageSize = positiveInt(search.get('pageSize'));
  const [field, direction] = (search.get('sort') ?? '').split(':');
  const status = search.get('status');
  const leadLocationId = search.get('leadLocationId');
  const productId = positiveInt(search.get('productId'));
  const name = search.get('search')?.trim() ?? '';
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    sort:
      SORT_FIELDS.includes(field as HostLeadSortField) && (direction === 'asc' || direction === 'desc')
        ? { field: field as HostLeadSortField, direction }
        : DEFAULT_SORT,
    status: isIdOf(hostLeadStatuses, status) ? status : undefined,
    leadLocationId: isIdOf(leadLocations, leadLocationId) ? leadLocationId : undefined,
    productId: isIdOf(products, productId) ? productId : undefined,
    search: name === '' ? undefined : name.slice(0, MAX_SEARCH),
  };
};

export const searchFrom = (params: HostLeadListParams): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  if (params.sort.field !== DEFAULT_SORT.field || params.sort.direction !== DEFAULT_SORT.direction) search.set('sort', `${params.sort.field}:${params.sort.direction}`);
  if (params.status !== undefined) search.set('status', params.status);
  if (params.leadLocationId !== undefined) search.set('leadLocationId', params.leadLocationId);
  if (params.productId !== undefined) search.set('productId', String(params.productId));
  if (params.search !== undefined) search.set('search', params.search);
  return search;
};

type Filters = Pick<HostLeadListParams, 'status' | 'leadLocationId' | 'productId' | 'search'>;

const NO_FILTER: { [K in keyof Required<Filters>]: undefined } = { status: undefined, leadLocationId: undefined, productId: undefined, search: undefined };

export const isFiltered = (params: HostLeadListParams): boolean => (Object.keys(NO_FILTER) as (keyof Filters)[]).some((key) => params[key] !== undefined);

interface HostLeadFiltersProps {
  params: HostLeadListParams;
  onChange: (change: Filters) => void;
}

export function HostLeadFilters({ params, onChange }: HostLeadFiltersProps) {
  const { t } = useTranslation('hostLeads');
  const statusLabel = useHostLeadStatusLabel();
  const locationLabel = useLeadLocationLabel();
  const productLabel = useProductLabel();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}>
      <NameFilter label={t('filters.search')} value={params.search} onCommit={(search) => onChange({ search })} />
      <TextChoice
        label={t('filters.status')}
        name="status"
        allLabel={t('filters.allStatuses')}
        value={params.status}
        options={hostLeadStatuses.map((entry) => ({ id: entry.id, label: statusLabel(entry.id) }))}
        onChange={(status) => onChange({ status: isIdOf(hostLeadStatuses, status) ? status : undefined })}
      />
      <TextChoice
        label={t('filters.leadLocation')}
        name="leadLocationId"
        allLabel={t('filters.allLeadLocations')}
        value={params.leadLocationId}
        options={leadLocations.map((entry) => ({ id: entry.id, label: locationLabel(entry.id) }))}
        onChange={(leadLocationId) => onChange({ leadLocationId: isIdOf(leadLocations, leadLocationId) ? leadLocationId : undefined })}
      />
      <StatusSelect
        label={t('filters.product')}
        allLabel={t('filters.allProducts')}
        value={params.productId}
        options={products.map((product) => ({ id: product.id, label: productLabel(product.id) }))}
        onChange={(productId) => onChange({ productId: isIdOf(products, productId) ? productId : undefined })}
      />
      {isFiltered(params) && <Button onClick={() => onChange(NO_FILTER)}>{t('filters.clear')}</Button>}
    </Stack>
  );
}

interface TextChoiceProps {
  label: string;
  name: string;
  allLabel: string;
  value: string | undefined;
  options: readonly { id: string; label: string }[];
  onChange: (value: string | undefined) => void;
}

/** StatusSelect's look for catalogs whose ids are strings (host-lead statuses, lead locations). */
function TextChoice({ label, name, allLabel, value, options, onChange }: TextChoiceProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      name={name}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      sx={{ minWidth: 200, flex: { xs: 1, md: 'none' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The contact-name filter: asks the server once the typing pauses, not at every key. */
function NameFilter({ label, value, onCommit }: { label: string; value: string | undefined; onCommit: (value: string | undefined) => void }) {
  const [draft, setDraft] = useState(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The URL may change under the field ("clear filters", the back button): follow it, unless it
  // only caught up with what is being typed.
  useEffect(() => {
    setDraft((current) => (current.trim() === (value ?? '') ? current : (value ?? '')));
  }, [value]);

  const change = (next: string) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(next.trim() === '' ? undefined : next.trim()), TYPING_PAUSE_MS);
  };

  return (
    <TextField
      size="small"
      type="search"
      label={label}
      name="search"
      value={draft}
      onChange={(event) => change(event.target.value)}
      sx={{ minWidth: 200, flex: { xs: 1, md: 'none' } }}
      slotProps={{ htmlInput: { maxLength: MAX_SEARCH } }}
    />
  );
}
