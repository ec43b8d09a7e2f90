import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Caregiver } from '../api';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { listStateOf } from '../layout/RecordPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useListParams } from '../layout/useListParams';
import { CaregiverFilters, DEFAULT_SORT, PAGE_SIZES, SORT_FIELDS, isFiltered, listParamsFrom, searchFrom } from './filters';
import { CaregiverStatusChip, useCaregiverLabels } from './labels';
import { useCaregiverList } from './queries';

function EmptyOverlay() {
  const { t } = useTranslation('caregivers');
  const [search] = useSearchParams();
  const filtered = isFiltered(listParamsFrom(search));
  return <EmptyMessage title={filtered ? t('list.emptyFiltered') : t('list.empty')} hint={filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')} />;
}

export default function CaregiverList() {
  const { t } = useTranslation('caregivers');
  const format = useFormatters();
  const labels = useCaregiverLabels();
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const { search, params, update } = useListParams(listParamsFrom, searchFrom);
  const list = useCaregiverList(params);
  useDocumentTitle(t('list.title'));

  const open = (id: string) => void navigate(`/user/${locale}/caregivers/${id}`, { state: listStateOf(search) });

  const columns = useMemo(
    (): GridColDef<Caregiver>[] => [
      { field: 'lastName', headerName: t('fields.name'), flex: 1, minWidth: 180, valueGetter: (_value, row) => `${row.lastName}, ${row.firstName}` },
      { field: 'status', headerName: t('fields.status'), width: 130, renderCell: ({ row }) => <CaregiverStatusChip status={row.status} /> },
      { field: 'professionId', headerName: t('fields.profession'), width: 220, valueFormatter: (value: string) => labels.profession(value) },
      { field: 'agencyName', headerName: t('fields.agency'), width: 200, valueFormatter: (value: string | null) => value ?? '—' },
      { field: 'services', headerName: t('fields.services'), width: 110, valueGetter: (_value, row) => row.services.length },
      { field: 'updatedAt', headerName: t('fields.updatedAt'), width: 190, valueFormatter: (value: string) => format.dateTime(value) },
    ],
    [t, format, labels],
  );

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Typography variant="h4" component="h1">
        {t('list.title')}
      </Typography>
      <CaregiverFilters params={params} onChange={update} />
      {list.isError && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      <RecordGrid
        label={t('list.title')}
        answer={list.data}
        loading={list.isFetching}
        columns={columns}
        paging={params}
        pageSizes={PAGE_SIZES}
        sortable={SORT_FIELDS}
        defaultSort={DEFAULT_SORT}
        onPagingChange={update}
        onOpen={open}
        emptyOverlay={EmptyOverlay}
      />
    </Stack>
  );
}
