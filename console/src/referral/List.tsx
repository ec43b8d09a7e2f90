import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Referral, ReferralSortField } from '../api';
import { shortId } from '../assessment/datetime';
import { Named } from '../layout/Named';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { listStateOf } from '../layout/RecordPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useCalendarDate } from '../i18n/calendar-dates';
import { NewReferralButton } from './Create';
import { DEFAULT_SORT, PAGE_SIZES, ReferralFilters, isFiltered, listParamsFrom, searchFrom } from './filters';
import { lastMilestone } from './Milestones';
import { useReferralList } from './queries';
import { useListParams } from '../layout/useListParams';
import { ReferralStatusChip } from './status';

const SORTABLE: readonly ReferralSortField[] = ['openedOn', 'updatedAt', 'status'];

function EmptyOverlay() {
  const { t } = useTranslation('referrals');
  const [search] = useSearchParams();
  const filtered = isFiltered(listParamsFrom(search));
  return <EmptyMessage title={filtered ? t('list.emptyFiltered') : t('list.empty')} hint={filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')} />;
}

function ShortId({ id }: { id: string | null }) {
  if (id === null) return '—';
  return (
    <Box component="span" title={id} sx={{ fontFamily: 'monospace' }}>
      {shortId(id)}
    </Box>
  );
}

export default function ReferralList() {
  const { t } = useTranslation('referrals');
  const format = useFormatters();
  const formatDate = useCalendarDate();
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const { search, params, update } = useListParams(listParamsFrom, searchFrom);
  const list = useReferralList(params);
  useDocumentTitle(t('list.title'));

  const open = (id: string) => void navigate(`/user/${locale}/referrals/${id}`, { state: listStateOf(search) });

  const columns = useMemo(() => {
    const defined: GridColDef<Referral>[] = [
      { field: 'status', headerName: t('fields.status'), width: 120, renderCell: ({ row }) => <ReferralStatusChip status={row.status} /> },
      { field: 'id', headerName: t('fields.referral'), width: 110, renderCell: ({ row }) => <ShortId id={row.id} /> },
      { field: 'patientName', headerName: t('fields.patient'), width: 180, renderCell: ({ row }) => <Named id={row.patientId} name={row.patientName} /> },
      { field: 'hubName', headerName: t('fields.hub'), width: 180, renderCell: ({ row }) => <Named id={row.hubId} name={row.hubName} /> },
      { field: 'openedOn', headerName: t('fields.openedOn'), width: 140, valueFormatter: (value: string) => formatDate(value) },
      {
        field: 'lastMilestone',
        headerName: t('fields.lastMilestone'),
        flex: 1,
        minWidth: 200,
        valueGetter: (_value, row) => {
          const last = lastMilestone(row.milestones);
          return last === undefined ? '—' : t('list.milestoneOn', { milestone: t(`milestones.${last.milestone}`), date: formatDate(last.date) });
        },
      },
      { field: 'updatedAt', headerName: t('fields.updatedAt'), width: 190, valueFormatter: (value: string) => format.dateTime(value) },
    ];
    return defined;
  }, [t, format, formatDate]);

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {t('list.title')}
        </Typography>
        <NewReferralButton />
      </Stack>
      <ReferralFilters params={params} onChange={(change) => update({ ...change, page: 1 })} />
      {list.isError && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      <RecordGrid
        label={t('list.title')}
        answer={list.data}
        loading={list.isFetching}
        columns={columns}
        paging={params}
        pageSizes={PAGE_SIZES}
        sortable={SORTABLE}
        defaultSort={DEFAULT_SORT}
        onPagingChange={update}
        onOpen={open}
        emptyOverlay={EmptyOverlay}
      />
    </Stack>
  );
}
