import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Hub, HubSortField } from '../api';
import { useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { listStateOf } from '../layout/RecordPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { DEFAULT_SORT, HubFilters, PAGE_SIZES, isFiltered, listParamsFrom, searchFrom } from './filters';
import { HubMap } from './HubMap';
import { useProductLabel } from './product';
import { useListParams } from '../layout/useListParams';
import { useHubList } from './queries';
import { HubActiveChip } from './status';

const SORTABLE: readonly HubSortField[] = ['name', 'city', 'capacity'];

function EmptyOverlay() {
  const { t } = useTranslation('hubs');
  const [search] = useSearchParams();
  const filtered = isFiltered(listParamsFrom(search));
  return <EmptyMessage title={filtered ? t('list.emptyFiltered') : t('list.empty')} hint={filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')} />;
}

export default function HubList() {
  const { t } = useTranslation('hubs');
  const productLabel = useProductLabel();
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const { search, params, update } = useListParams(listParamsFrom, searchFrom);
  const list = useHubList(params);
  useDocumentTitle(t('list.title'));

  const open = (id: string) => void navigate(`/user/${locale}/hubs/${id}`, { state: listStateOf(search) });

  const columns = useMemo(() => {
    const defined: GridColDef<Hub>[] = [
      { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 180 },
      { field: 'productId', headerName: t('fields.product'), width: 170, valueFormatter: (value: number) => productLabel(value) },
      { field: 'city', headerName: t('fields.city'), width: 150, valueGetter: (_value, row) => row.address.city },
      { field: 'province', headerName: t('fields.province'), width: 100, valueGetter: (_value, row) => row.address.province },
      { field: 'capacity', headerName: t('fields.capacity'), width: 110, type: 'number' },
      { field: 'lead', headerName: t('fields.lead'), width: 170, valueGetter: (_value, row) => row.lead.name },
      { field: 'active', headerName: t('fields.status'), width: 120, renderCell: ({ row }) => <HubActiveChip active={row.active} /> },
    ];
    return defined;
  }, [t, productLabel]);

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Typography variant="h4" component="h1">
        {t('list.title')}
      </Typography>
      <HubFilters params={params} onChange={(change) => update({ ...change, page: 1 })} />
      {list.isError && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      <HubMap hubs={list.data?.data ?? []} label={t('list.mapLabel')} onOpen={open} />
      <RecordGrid
        label={t('list.title')}
        answer={list.data}
        loading={list.isFetching}
        columns={columns}
        paging={params}
        pageSizes={PAGE_SIZES}
        sortable={SORTABLE}
        defaultSort={DEFAULT_SORT}
        firstSort="asc"
        onPagingChange={update}
        onOpen={open}
        emptyOverlay={EmptyOverlay}
      />
    </Stack>
  );
}
