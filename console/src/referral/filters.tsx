import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { referralStatuses } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { ReferralListParams, ReferralSortField } from '../api';
import { shortId } from '../assessment/datetime';
import { PAGE_SIZES } from '../assessment/filters';
import { actorOf, canAccess, useSession } from '../auth';
import { useHub } from '../hub/queries';
import { patientChoiceOf } from '../patient/PatientPicker';
import { usePatient } from '../patient/queries';
import { StatusSelect } from '../layout/StatusSelect';
import { isCalendarDate } from '../i18n/calendar-dates';
import { useReferralStatusLabel } from './status';

export { PAGE_SIZES };
export const DEFAULT_SORT: ReferralListParams['sort'] = { field: 'openedOn', direction: 'desc' };
const DEFAULT_PAGE_SIZE = 25;
const SORT_FIELDS: readonly ReferralSortField[] = ['openedOn', 'updatedAt', 'status'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const positiveInt = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined);
const uuid = (raw: string | null): string | undefined => (raw !== null && UUID.test(raw) ? raw : undefined);
const day = (raw: string | null): string | undefined => (raw !== null && isCalendarDate(raw) ? raw : undefined);

/** Page, sort and filters live in the URL, so a hub's "referrals" link and the way back from a referral keep them. */
export const listParamsFrom = (search: URLSearchParams): ReferralListParams => {
  const pageSize = positiveInt(search.get('pageSize'));
  const [field, direction] = (search.get('sort') ?? '').split(':');
  const status = positiveInt(search.get('status'));
  const from = day(search.get('from'));
  const to = day(search.get('to'));
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    sort:
      SORT_FIELDS.includes(field as ReferralSortField) && (direction === 'asc' || direction === 'desc')
        ? { field: field as ReferralSortField, direction }
        : DEFAULT_SORT,
    status: referralStatuses.some((entry) => entry.id === status) ? status : undefined,
    hubId: uuid(search.get('hubId')),
    patientId: uuid(search.get('patientId')),
    from,
    // The server refuses a window that ends before it starts: a link carrying one keeps its start.
    to: from !== undefined && to !== undefined && to < from ? undefined : to,
  };
};

export const searchFrom = (params: ReferralListParams): URLSearchParams => {
  const search = new URLSearchParams();
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  if (params.sort.field !== DEFAULT_SORT.field || params.sort.direction !== DEFAULT_SORT.direction) search.set('sort', `${params.sort.field}:${params.sort.direction}`);
  if (params.status !== undefined) search.set('status', String(params.status));
  if (params.from !== undefined) search.set('from', params.from);
  if (params.to !== undefined) search.set('to', params.to);
  if (params.hubId !== undefined) search.set('hubId', params.hubId);
  if (params.patientId !== undefined) search.set('patientId', params.patientId);
  return search;
};

export const isFiltered = (params: ReferralListParams): boolean =>
  [params.status, params.from, params.to, params.hubId, params.patientId].some((value) => value !== undefined);

type Filters = Pick<ReferralListParams, 'status' | 'from' | 'to' | 'hubId' | 'patientId'>;

interface ReferralFiltersProps {
  params: ReferralListParams;
  onChange: (change: Filters) => void;
}

export function ReferralFilters({ params, onChange }: ReferralFiltersProps) {
  const { t } = useTranslation('referrals');
  const statusLabel = useReferralStatusLabel();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
      <StatusSelect
        label={t('filters.status')}
        allLabel={t('filters.allStatuses')}
        value={params.status}
        options={referralStatuses.map((entry) => ({ id: entry.id, label: statusLabel(entry.id) }))}
        onChange={(status) => onChange({ status })}
      />
      <OpenedWindow from={params.from} to={params.to} onChange={(window) => onChange(window)} />
      {params.hubId !== undefined && <HubChip hubId={params.hubId} onDelete={() => onChange({ hubId: undefined })} />}
      {params.patientId !== undefined && (
        <PatientChip patientId={params.patientId} onDelete={() => onChange({ patientId: undefined })} />
      )}
      {isFiltered(params) && (
        <Button onClick={() => onChange({ status: undefined, from: undefined, to: undefined, hubId: undefined, patientId: undefined })} sx={{ mt: 0.25 }}>
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}

interface OpenedWindowProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (window: { from: string | undefined; to: string | undefined }) => void;
}

/**
 * The days the referrals were opened. A half-typed date or an end before the start stays in the
 * fields, with a message, and is not sent: the list keeps answering for the last valid window.
 */
function OpenedWindow({ from, to, onChange }: OpenedWindowProps) {
  const { t } = useTranslation('referrals');
  const [draft, setDraft] = useState({ from: from ?? '', to: to ?? '' });
  useEffect(() => setDraft({ from: from ?? '', to: to ?? '' }), [from, to]);
  const reversed = isCalendarDate(draft.from) && isCalendarDate(draft.to) && draft.to < draft.from;

  const change = (next: { from: string; to: string }) => {
    setDraft(next);
    const complete = (value: string) => value === '' || isCalendarDate(value);
    if (!complete(next.from) || !complete(next.to)) return;
    if (next.from !== '' && next.to !== '' && next.to < next.from) return;
    onChange({ from: next.from === '' ? undefined : next.from, to: next.to === '' ? undefined : next.to });
  };

  return (
    <>
      <TextField
        size="small"
        type="date"
        label={t('filters.from')}
        name="from"
        value={draft.from}
        onChange={(event) => change({ ...draft, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: draft.to === '' ? undefined : draft.to } }}
      />
      <TextField
        size="small"
        type="date"
        label={t('filters.to')}
        name="to"
        value={draft.to}
        onChange={(event) => change({ ...draft, to: event.target.value })}
        error={reversed}
        helperText={reversed ? t('filters.toBeforeFrom') : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.from === '' ? undefined : draft.from } }}
      />
    </>
  );
}

function HubChip({ hubId, onDelete }: { hubId: string; onDelete: () => void }) {
  const { t } = useTranslation('referrals');
  const session = useSession();
  // A family may follow a referral but not read hubs: it sees the hub's id.
  const hub = useHub(hubId, canAccess(actorOf(session), 'hubs'));
  return <Chip label={t('filters.hub', { name: hub.data?.name ?? shortId(hubId) })} title={hubId} onDelete={onDelete} sx={{ mt: 0.5 }} />;
}

/** The patient the list is narrowed to, by name; by the id's first characters while it is unknown. */
function PatientChip({ patientId, onDelete }: { patientId: string; onDelete: () => void }) {
  const { t } = useTranslation('referrals');
  const patient = usePatient(patientId);
  const name = patient.data === undefined ? shortId(patientId) : patientChoiceOf(patient.data).name;
  return <Chip label={t('filters.patient', { name })} title={patientId} onDelete={onDelete} sx={{ mt: 0.5 }} />;
}
