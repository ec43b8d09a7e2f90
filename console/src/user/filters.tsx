import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { roles, userStatuses } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { LoginListParams, LoginSortField } from '../api';
import { useRoleLabel } from '../audit/labels';
import { StatusSelect } from '../layout/StatusSelect';
import { useUserStatusLabel } from './status';

export const PAGE_SIZES = [25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;
export const DEFAULT_SORT: LoginListParams['sort'] = { field: 'name', direction: 'asc' };
const SORT_FIELDS: readonly LoginSortField[] = ['name', 'createdAt', 'updatedAt'];
/** The server's limit on the search text (query-service user/query-params.ts). */
export const MAX_SEARCH = 100;
const SEARCH_DELAY_MS = 300;

const positiveInt = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);

export const listParamsFrom = (search: URLSearchParams): LoginListParams => {
  const pageSize = positiveInt(search.get('pageSize'));
  const [field, direction] = (search.get('sort') ?? '').split(':');
  const roleId = positiveInt(search.get('roleId'));
  const status = positiveInt(search.get('status'));
  const text = search.get('search')?.trim() ?? '';
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    sort:
      SORT_FIELDS.includes(field as LoginSortField) && (direction === 'asc' || direction === 'desc')
        ? { field: field as LoginSortField, direction }
        : DEFAULT_SORT,
    roleId: roles.some((role) => role.id === roleId) ? roleId : undefined,
    status: userStatuses.some((entry) => entry.id === status) ? status : undefined,
    search: text === '' || text.length > MAX_SEARCH ? undefined : text,
  };
};

export const searchFrom = (params: LoginListParams): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  if (params.sort.field !== DEFAULT_SORT.field || params.sort.direction !== DEFAULT_SORT.direction) search.set('sort', `${params.sort.field}:${params.sort.direction}`);
  if (params.roleId !== undefined) search.set('roleId', String(params.roleId));
  if (params.status !== undefined) search.set('status', String(params.status));
  if (params.search !== undefined) search.set('search', params.search);
  return search;
};

export const isFiltered = (params: LoginListParams): boolean => [params.roleId, params.status, params.search].some((value) => value !== undefined);

type Filters = Pick<LoginListParams, 'roleId' | 'status' | 'search'>;

interface UserFiltersProps {
  params: LoginListParams;
  onChange: (change: Filters) => void;
}

export function UserFilters({ params, onChange }: UserFiltersProps) {
  const { t } = useTranslation('users');
  const roleLabel = useRoleLabel();
  const statusLabel = useUserStatusLabel();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
      <StatusSelect
        label={t('filters.role')}
        allLabel={t('filters.allRoles')}
        value={params.roleId}
        options={roles.map((role) => ({ id: role.id, label: roleLabel(role.id) }))}
        onChange={(roleId) => onChange({ roleId })}
      />
      <StatusSelect
        label={t('filters.status')}
        allLabel={t('filters.allStatuses')}
        value={params.status}
        options={userStatuses.map((entry) => ({ id: entry.id, label: statusLabel(entry.id) }))}
        onChange={(status) => onChange({ status })}
      />
      <SearchField value={params.search} onChange={(search) => onChange({ search })} />
      {isFiltered(params) && (
        <Button onClick={() => onChange({ roleId: undefined, status: undefined, search: undefined })} sx={{ mt: 0.25 }}>
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}

/** Sends the text once typing pauses; a text longer than the server takes stays here with a message. */
function SearchField({ value, onChange }: { value: string | undefined; onChange: (search: string | undefined) => void }) {
  const { t } = useTranslation('users');
  const [draft, setDraft] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value ?? '');
  }
  const tooLong = draft.trim().length > MAX_SEARCH;
  // The parent hands a new function each render: that must not restart the pause.
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const text = draft.trim();
    if (text.length > MAX_SEARCH || text === (value ?? '')) return undefined;
    const timer = setTimeout(() => latestOnChange.current(text === '' ? undefined : text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <TextField
      size="small"
      type="search"
      name="search"
      label={t('filters.search')}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      error={tooLong}
      helperText={tooLong ? t('filters.searchTooLong', { max: MAX_SEARCH }) : undefined}
      sx={{ minWidth: 260 }}
    />
  );
}
