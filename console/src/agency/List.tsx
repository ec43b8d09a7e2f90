import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Agency } from '../api';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { listStateOf } from '../layout/RecordPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useListParams } from '../layout/useListParams';
import { AgencyFilters, DEFAULT_SORT, PAGE_SIZES, SORT_FIELDS, isFiltered, listParamsFrom, searchFrom } from './filters';
import { useAgencyList } from './queries';
import { StandingChip } from './standing';

function EmptyOverlay() {
  const { t } = useTranslation('agencies');
  const [search] = useSearchParams();
  const filtered = isFiltered(listParamsFrom(search));
  return <EmptyMessage title={filtered ? t('list.emptyFiltered') : t('list.empty')} hint={filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')} />;
}

export default function AgencyList() {
  const { t } = useTranslation('agencies');
  const format = useFormatters();
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const { search, params, update } = useListParams(listParamsFrom, searchFrom);
  const list = useAgencyList(params);
  useDocumentTitle(t('list.title'));

  const open = (id: string) => void navigate(`/user/${locale}/agencies/${id}`, { state: listStateOf(search) });

  const columns = useMemo(
    (): GridColDef<Agency>[] => [
      { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 200 },
      { field: 'standing', headerName: t('fields.standing'), width: 220, renderCell: ({ row }) => <StandingChip level={row.standing} /> },
      { field: 'city', headerName: t('fields.city'), width: 180, valueGetter: (_value, row) => `${row.address.city}, ${row.address.province}` },
      { field: 'careServiceIds', headerName: t('fields.careServices'), width: 130, valueGetter: (_value, row) => row.careServiceIds.length },
      { field: 'updatedAt', headerName: t('fields.updatedAt'), width: 190, valueFormatter: (value: string) => format.dateTime(value) },
    ],
    [t, format],
  );

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Typography variant="h4" component="h1">
        {t('list.title')}
      </Typography>
      <AgencyFilters params={params} onChange={update} />
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
