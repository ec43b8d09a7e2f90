import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AuditFilter, AuditListParams } from '../api';
import { fromLocalInput, toLocalInput } from '../assessment/datetime';
import { UserPicker } from '../user/UserPicker';
import { EVENT_TYPE, STREAM_CATEGORIES, UUID, isStreamCategory, isStreamId } from './streams';

export const PAGE_SIZES = [25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;
export const DEFAULT_SORT: AuditListParams['sort'] = { field: 'position', direction: 'desc' };

const positiveInt = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);
const instant = (raw: string | null): string | undefined => (raw !== null && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : undefined);
const matching = (raw: string | null, valid: (value: string) => boolean): string | undefined => (raw !== null && valid(raw) ? raw : undefined);

/** Page, sort and filters live in the URL: a link to a filtered log, and the way back from a record's history, keep them. */
export const listParamsFrom = (search: URLSearchParams): AuditListParams => {
  const pageSize = positiveInt(search.get('pageSize'));
  const direction = search.get('sort') === 'position:asc' ? 'asc' : 'desc';
  const category = search.get('category');
  const from = instant(search.get('from'));
  const to = instant(search.get('to'));
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    sort: { field: 'position', direction },
    category: isStreamCategory(category) ? category : undefined,
    type: matching(search.get('type'), (value) => EVENT_TYPE.test(value)),
    stream: matching(search.get('stream'), isStreamId),
    actor: matching(search.get('actor'), (value) => UUID.test(value)),
    from,
    // The server refuses a window that ends before it starts: a link carrying one keeps its start.
    to: from !== undefined && to !== undefined && Date.parse(to) < Date.parse(from) ? undefined : to,
  };
};

export const searchFrom = (params: AuditListParams): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  if (params.sort.direction !== DEFAULT_SORT.direction) search.set('sort', `position:${params.sort.direction}`);
  for (const key of ['category', 'type', 'stream', 'actor', 'from', 'to'] as const) {
    const value = params[key];
    if (value !== undefined) search.set(key, value);
  }
  return search;
};

export const NO_FILTER: { [K in keyof Required<AuditFilter>]: undefined } = {
  category: undefined,
  type: undefined,
  stream: undefined,
  actor: undefined,
  from: undefined,
  to: undefined,
};

export const isFiltered = (params: AuditFilter): boolean => Object.keys(NO_FILTER).some((key) => params[key as keyof AuditFilter] !== undefined);

interface Draft {
  type: string;
  stream: string;
  from: string;
  to: string;
}

type DraftErrors = Partial<Record<keyof Draft, string>>;

const draftOf = (params: AuditFilter): Draft => ({
  type: params.type ?? '',
  stream: params.stream ?? '',
  from: params.from === undefined ? '' : toLocalInput(new Date(params.from), true),
  to: params.to === undefined ? '' : toLocalInput(new Date(params.to), true),
});

interface AuditFiltersProps {
  params: AuditFilter;
  onChange: (change: AuditFilter) => void;
}

/**
 * The category and the actor (picked by name) apply at once; the typed filters apply together with
 * "Apply", and only when each keeps the server's rule: a bad one stays in its field with a message
 * and is not sent.
 */
export function AuditFilters({ params, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('audit');
  const [draft, setDraft] = useState(() => draftOf(params));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [applied, setApplied] = useState(params);
  // A change from outside (clear, back button) shows in the fields; rendering-time sync, no effect.
  // Only the fields whose filter changed follow: one typed meanwhile is kept.
  if (applied !== params) {
    const before = draftOf(applied);
    const after = draftOf(params);
    setApplied(params);
    setDraft((current) => {
      const next = { ...current };
      for (const key of Object.keys(after) as (keyof Draft)[]) if (before[key] !== after[key]) next[key] = after[key];
      return next;
    });
  }

  const field = (key: keyof Draft) => ({
    name: key,
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
    error: errors[key] !== undefined,
    helperText: errors[key],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: DraftErrors = {};
    const type = draft.type.trim();
    const stream = draft.stream.trim();
    if (type !== '' && !EVENT_TYPE.test(type)) found.type = t('filters.typeRule');
    if (stream !== '' && !isStreamId(stream)) found.stream = t('filters.streamRule');
    const from = draft.from === '' ? undefined : fromLocalInput(draft.from);
    const to = draft.to === '' ? undefined : fromLocalInput(draft.to);
    if (from !== undefined && to !== undefined && to.getTime() < from.getTime()) found.to = t('filters.toBeforeFrom');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onChange({
      type: type === '' ? undefined : type,
      stream: stream === '' ? undefined : stream,
      from: from?.toISOString(),
      to: to?.toISOString(),
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
      <TextField
        select
        size="small"
        label={t('filters.category')}
        value={params.category ?? ''}
        onChange={(event) => onChange({ category: event.target.value === '' ? undefined : event.target.value })}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('filters.allCategories')}</MenuItem>
        {STREAM_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {t(`categories.${category}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label={t('filters.type')} {...field('type')} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TextField size="small" label={t('filters.stream')} {...field('stream')} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <UserPicker label={t('filters.actor')} value={params.actor} onChange={(actor) => onChange({ actor })} />
      <TextField size="small" type="datetime-local" label={t('filters.from')} {...field('from')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }} />
      <TextField size="small" type="datetime-local" label={t('filters.to')} {...field('to')} slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }} />
      <Button type="submit" variant="outlined" sx={{ mt: 0.25 }}>
        {t('filters.apply')}
      </Button>
      {isFiltered(params) && (
        <Button onClick={() => onChange(NO_FILTER)} sx={{ mt: 0.25 }}>
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
