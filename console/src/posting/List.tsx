import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Posting, PostingSortField } from '../api';
import { Named } from '../layout/Named';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { listStateOf } from '../layout/RecordPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useListParams } from '../layout/useListParams';
import { useCareServiceLabel } from './careService';
import { NewPostingButton } from './Create';
import { useCalendarDate } from '../i18n/calendar-dates';
import { DEFAULT_SORT, PAGE_SIZES, PostingStatusFilter, listParamsFrom, searchFrom } from './filters';
import { usePostingList } from './queries';
import { PostingStatusChip } from './status';

const SORTABLE: readonly PostingSortField[] = ['startDate', 'endDate', 'updatedAt'];

function EmptyOverlay() {
  const { t } = useTranslation('postings');
  const [search] = useSearchParams();
  const filtered = search.has('status');
  return <EmptyMessage title={filtered ? t('list.emptyFiltered') : t('list.empty')} hint={filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')} />;
}

export default function PostingList() {
  const { t } = useTranslation('postings');
  const format = useFormatters();
  const formatDate = useCalendarDate();
  const careService = useCareServiceLabel();
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const { search, params, update } = useListParams(listParamsFrom, searchFrom);
  const list = usePostingList(params);
  useDocumentTitle(t('list.title'));

  const open = (id: string) => void navigate(`/user/${locale}/postings/${id}`, { state: listStateOf(search) });

  const columns = useMemo(() => {
    const defined: GridColDef<Posting>[] = [
      { field: 'status', headerName: t('fields.status'), width: 160, renderCell: ({ row }) => <PostingStatusChip status={row.status} closeReason={row.closeReason} /> },
      { field: 'patientName', headerName: t('fields.patient'), width: 180, renderCell: ({ row }) => <Named id={row.patientId} name={row.patientName} /> },
      { field: 'agencyName', headerName: t('fields.agency'), flex: 1, minWidth: 160, renderCell: ({ row }) => <Named id={row.agencyId} name={row.agencyName} /> },
      { field: 'careServiceId', headerName: t('fields.careService'), width: 170, valueFormatter: (value: number) => careService(value) },
      { field: 'startDate', headerName: t('fields.startDate'), width: 140, valueFormatter: (value: string) => formatDate(value) },
      { field: 'endDate', headerName: t('fields.endDate'), width: 140, valueFormatter: (value: string) => formatDate(value) },
      { field: 'updatedAt', headerName: t('fields.updatedAt'), width: 190, valueFormatter: (value: string) => format.dateTime(value) },
    ];
    return defined;
  }, [t, format, formatDate, careService]);

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {t('list.title')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <PostingStatusFilter value={params.status} onChange={(status) => update({ status, page: 1 })} />
          <NewPostingButton />
        </Stack>
      </Stack>
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
