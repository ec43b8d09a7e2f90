import { useId, useMemo } from 'react';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HostLead } from '../api';
import { useProductLabel } from '../hub/product';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useListParams } from '../layout/useListParams';
import { HostLeadDetailPanel } from './Detail';
import { DEFAULT_SORT, HostLeadFilters, PAGE_SIZES, SORT_FIELDS, isFiltered, listParamsFrom, searchFrom } from './filters';
import { useHostLeadList } from './queries';
import { HostLeadStatusChip, useLeadLocationLabel } from './status';

function EmptyOverlay() {
  const { t } = useTranslation('hostLeads');
  const [search] = useSearchParams();
  const filtered = isFiltered(listParamsFrom(search));
  return <EmptyMessage title={filtered ? t('list.emptyFiltered') : t('list.empty')} hint={filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')} />;
}

/**
 * The admin host-leads listing (`/user/<locale>/host-leads`); a lead opens in a drawer over it
 * (`.../host-leads/<id>`, the list's query kept), so the grid behind follows each command.
 */
export default function HostLeadList() {
  const { t } = useTranslation('hostLeads');
  const format = useFormatters();
  const productLabel = useProductLabel();
  const locationLabel = useLeadLocationLabel();
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const drawerTitleId = useId();
  const { search, params, update } = useListParams(listParamsFrom, searchFrom);
  const list = useHostLeadList(params);
  useDocumentTitle(t('list.title'));

  const base = `/user/${locale}/host-leads`;
  const query = search.size > 0 ? `?${search.toString()}` : '';
  const open = (leadId: string) => void navigate(`${base}/${encodeURIComponent(leadId)}${query}`);
  const close = () => void navigate(`${base}${query}`);

  const columns = useMemo(() => {
    const defined: GridColDef<HostLead>[] = [
      { field: 'status', headerName: t('fields.status'), width: 130, renderCell: ({ row }) => <HostLeadStatusChip status={row.status} /> },
      { field: 'contactName', headerName: t('fields.contactName'), flex: 1, minWidth: 170 },
      { field: 'email', headerName: t('fields.email'), flex: 1, minWidth: 200 },
      { field: 'city', headerName: t('fields.city'), width: 140, valueFormatter: (value: string | null) => value ?? '—' },
      { field: 'productId', headerName: t('fields.product'), width: 160, valueFormatter: (value: number) => productLabel(value) },
      { field: 'leadLocationId', headerName: t('fields.leadLocation'), width: 220, valueFormatter: (value: string) => locationLabel(value) },
      { field: 'createdAt', headerName: t('fields.capturedAt'), width: 180, valueFormatter: (value: string) => format.dateTime(value) },
      { field: 'updatedAt', headerName: t('fields.updatedAt'), width: 180, valueFormatter: (value: string) => format.dateTime(value) },
    ];
    return defined;
  }, [t, format, productLabel, locationLabel]);

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Typography variant="h4" component="h1">
        {t('list.title')}
      </Typography>
      <HostLeadFilters params={params} onChange={(change) => update({ ...change, page: 1 })} />
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
      <Drawer
        anchor="right"
        open={id !== ''}
        onClose={close}
        // Over the signed-in frame's app bar, which AppShell lifts to drawer + 1 (above its navigation).
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': drawerTitleId, sx: { width: { xs: '100%', sm: 520 }, p: 3 } } }}
      >
        {id !== '' && <HostLeadDetailPanel id={id} titleId={drawerTitleId} onClose={close} />}
      </Drawer>
    </Stack>
  );
}
