import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { mayActOnCluster, products } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { HubListParams, HubSortField } from '../api';
import { shortId } from '../assessment/datetime';
import { PAGE_SIZES } from '../assessment/filters';
import { actorOf, useSession } from '../auth';
import { StatusSelect } from '../layout/StatusSelect';
import { useProductLabel } from './product';
import { useCluster } from './queries';

export { PAGE_SIZES };
export const DEFAULT_SORT: HubListParams['sort'] = { field: 'name', direction: 'asc' };
const DEFAULT_PAGE_SIZE = 25;
const SORT_FIELDS: readonly HubSortField[] = ['name', 'city', 'capacity', 'createdAt'];
/** The server's limit on the name and city filters. */
const MAX_TEXT_FILTER = 100;
const TYPING_PAUSE_MS = 300;
const ACTIVE = 1;
const INACTIVE = 0;

const positiveInt = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);
const text = (raw: string | null): string | undefined => (raw === null || raw.trim() === '' ? undefined : raw.slice(0, MAX_TEXT_FILTER));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Page, sort and filters live in the URL, as on the other lists. */
export const listParamsFrom = (search: URLSearchParams): HubListParams => {
  const pageSize = positiveInt(search.get('pageSize'));
  const [field, direction] = (search.get('sort') ?? '').split(':');
  const productId = positiveInt(search.get('productId'));
  const active = search.get('active');
  const clusterId = search.get('clusterId');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    sort:
      SORT_FIELDS.includes(field as HubSortField) && (direction === 'asc' || direction === 'desc') ? { field: field as HubSortField, direction } : DEFAULT_SORT,
    productId: products.some((product) => product.id === productId) ? productId : undefined,
    active: active === 'true' ? true : active === 'false' ? false : undefined,
    city: text(search.get('city')),
    search: text(search.get('search')),
    clusterId: clusterId !== null && UUID.test(clusterId) ? clusterId : undefined,
  };
};

export const searchFrom = (params: HubListParams): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  if (params.sort.field !== DEFAULT_SORT.field || params.sort.direction !== DEFAULT_SORT.direction) search.set('sort', `${params.sort.field}:${params.sort.direction}`);
  if (params.search !== undefined) search.set('search', params.search);
  if (params.city !== undefined) search.set('city', params.city);
  if (params.productId !== undefined) search.set('productId', String(params.productId));
  if (params.active !== undefined) search.set('active', String(params.active));
  if (params.clusterId !== undefined) search.set('clusterId', params.clusterId);
  return search;
};

export const isFiltered = (params: HubListParams): boolean =>
  [params.search, params.city, params.productId, params.active, params.clusterId].some((value) => value !== undefined);

type Filters = Pick<HubListParams, 'search' | 'city' | 'productId' | 'active' | 'clusterId'>;

interface HubFiltersProps {
  params: HubListParams;
  onChange: (change: Filters) => void;
}

export function HubFilters({ params, onChange }: HubFiltersProps) {
  const { t } = useTranslation('hubs');
  const productLabel = useProductLabel();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}>
      <TypedFilter label={t('filters.search')} name="search" value={params.search} onCommit={(search) => onChange({ search })} />
      <TypedFilter label={t('filters.city')} name="city" value={params.city} onCommit={(city) => onChange({ city })} />
      <StatusSelect
        label={t('filters.product')}
        allLabel={t('filters.allProducts')}
        value={params.productId}
        options={products.map((product) => ({ id: product.id, label: productLabel(product.id) }))}
        onChange={(productId) => onChange({ productId })}
      />
      <StatusSelect
        label={t('filters.state')}
        allLabel={t('filters.allStates')}
        value={params.active === undefined ? undefined : params.active ? ACTIVE : INACTIVE}
        options={[
          { id: ACTIVE, label: t('state.active') },
          { id: INACTIVE, label: t('state.inactive') },
        ]}
        onChange={(state) => onChange({ active: state === undefined ? undefined : state === ACTIVE })}
      />
      {params.clusterId !== undefined && <ClusterChip clusterId={params.clusterId} onDelete={() => onChange({ clusterId: undefined })} />}
      {isFiltered(params) && (
        <Button onClick={() => onChange({ search: undefined, city: undefined, productId: undefined, active: undefined, clusterId: undefined })}>
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}

/** A text filter that asks the server once the typing pauses, not at every key. */
function TypedFilter({ label, name, value, onCommit }: { label: string; name: string; value: string | undefined; onCommit: (value: string | undefined) => void }) {
  const [draft, setDraft] = useState(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The URL may change under the field (the back button, "clear filters"): follow it, but not
  // when it only caught up with what is being typed (the trailing space the URL trims).
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
      name={name}
      value={draft}
      onChange={(event) => change(event.target.value)}
      sx={{ minWidth: 180, flex: { xs: 1, md: 'none' } }}
      slotProps={{ htmlInput: { maxLength: MAX_TEXT_FILTER } }}
    />
  );
}

function ClusterChip({ clusterId, onDelete }: { clusterId: string; onDelete: () => void }) {
  const { t } = useTranslation('hubs');
  const session = useSession();
  // Cluster names are for the roles that may read clusters; the others see the id.
  const cluster = useCluster(clusterId, mayActOnCluster(actorOf(session), 'read'));
  return <Chip label={t('filters.cluster', { name: cluster.data?.name ?? shortId(clusterId) })} onDelete={onDelete} />;
}
