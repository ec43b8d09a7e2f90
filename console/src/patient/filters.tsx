import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { PatientListParams, PatientSortField } from '../api';
import { PAGE_SIZES } from '../assessment/filters';

export { PAGE_SIZES };
export const DEFAULT_SORT: PatientListParams['sort'] = { field: 'lastName', direction: 'asc' };
const DEFAULT_PAGE_SIZE = 25;
const SORT_FIELDS: readonly PatientSortField[] = ['lastName', 'createdAt', 'updatedAt'];
/** The server's limit on the search text. */
export const MAX_SEARCH = 100;
const SEARCH_DELAY_MS = 300;

const positiveInt = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);

/** Page, sort and name search live in the URL, as on the assessments list. */
export const listParamsFrom = (search: URLSearchParams): PatientListParams => {
  const pageSize = positiveInt(search.get('pageSize'));
  const [field, direction] = (search.get('sort') ?? '').split(':');
  const words = (search.get('search') ?? '').trim().slice(0, MAX_SEARCH);
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    sort:
      SORT_FIELDS.includes(field as PatientSortField) && (direction === 'asc' || direction === 'desc')
        ? { field: field as PatientSortField, direction }
        : DEFAULT_SORT,
    search: words === '' ? undefined : words,
  };
};

export const searchFrom = (params: PatientListParams): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  if (params.sort.field !== DEFAULT_SORT.field || params.sort.direction !== DEFAULT_SORT.direction) {
    search.set('sort', `${params.sort.field}:${params.sort.direction}`);
  }
  if (params.search !== undefined) search.set('search', params.search);
  return search;
};

interface NameSearchProps {
  value: string | undefined;
  onChange: (search: string | undefined) => void;
}

/** Asks the server once typing pauses, not on every key. */
export function NameSearch({ value, onChange }: NameSearchProps) {
  const { t } = useTranslation('patients');
  const [text, setText] = useState(value ?? '');

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (value ?? '')) return undefined;
    const timer = setTimeout(() => onChange(trimmed === '' ? undefined : trimmed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <TextField
      type="search"
      size="small"
      label={t('search.label')}
      placeholder={t('search.hint')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: 240, flex: { xs: 1, sm: 'none' } }}
      slotProps={{ htmlInput: { maxLength: MAX_SEARCH, spellCheck: false, autoComplete: 'off' } }}
    />
  );
}
