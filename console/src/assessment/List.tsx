import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Assessment, AssessmentListParams, AssessmentSortField } from '../api';
import { actorOf, canCreateAssessment, useSession } from '../auth';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { AddIcon } from '../layout/icons';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { CreateAssessmentDialog } from './Create';
import { shortId } from './datetime';
import { DEFAULT_SORT, PAGE_SIZES, StatusFilter, listParamsFrom, searchFrom } from './filters';
import { useAssessmentList, useAssessmentStatuses } from './queries';
import { StatusChip } from './status';

const SORTABLE: readonly string[] = ['updatedAt', 'status', 'visitAt'] satisfies AssessmentSortField[];
const gridLocales: Partial<Record<string, typeof esES>> = { 'es-ES': esES };

function EmptyOverlay() {
  const { t } = useTranslation('assessments');
  const [search] = useSearchParams();
  const filtered = search.has('status');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3, textAlign: 'center' }}>
      <div>
        <Typography variant="h6" component="p">
          {filtered ? t('list.emptyFiltered') : t('list.empty')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')}
        </Typography>
      </div>
    </Box>
  );
}

export default function AssessmentList() {
  const { t, i18n } = useTranslation('assessments');
  const format = useFormatters();
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const session = useSession();
  const actor = actorOf(session);
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => listParamsFrom(search), [search]);
  const list = useAssessmentList(params);
  const statuses = useAssessmentStatuses().data;
  const [creating, setCreating] = useState(false);
  useDocumentTitle(t('list.title'));

  const update = (change: Partial<AssessmentListParams>) => setSearch(searchFrom({ ...params, ...change }), { replace: true });
  const open = (id: string) => void navigate(`/user/${locale}/assessments/${id}`, { state: { listSearch: search.size > 0 ? `?${search.toString()}` : '' } });

  const columns = useMemo(() => {
    const defined: GridColDef<Assessment>[] = [
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 140,
        renderCell: ({ row }) => <StatusChip status={row.status} statuses={statuses} />,
      },
      {
        field: 'patientId',
        headerName: t('fields.patient'),
        width: 120,
        renderCell: ({ row }) => (
          <Box component="span" title={row.patientId} sx={{ fontFamily: 'monospace' }}>
            {shortId(row.patientId)}
          </Box>
        ),
      },
      { field: 'visitAt', headerName: t('fields.visitAt'), width: 190, valueFormatter: (value: string | null) => format.dateTime(value) },
      { field: 'summary', headerName: t('fields.summary'), flex: 1, minWidth: 200 },
      { field: 'updatedAt', headerName: t('fields.updatedAt'), width: 190, valueFormatter: (value: string) => format.dateTime(value) },
      { field: 'version', headerName: t('fields.version'), type: 'number', width: 90 },
    ];
    return defined.map((column): GridColDef<Assessment> => ({ ...column, sortable: SORTABLE.includes(column.field), filterable: false }));
  }, [t, format, statuses]);

  // `createdAt` is a valid sort for the API (and a link may carry it) but has no column here.
  const sortModel: GridSortModel = columns.some((column) => column.field === params.sort.field)
    ? [{ field: params.sort.field, sort: params.sort.direction }]
    : [];

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {t('list.title')}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusFilter value={params.status} statuses={statuses} onChange={(status) => update({ status, page: 1 })} />
          {canCreateAssessment(actor) && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ whiteSpace: 'nowrap' }}>
              {t('create.open')}
            </Button>
          )}
        </Stack>
      </Stack>
      {list.isError && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      <Box sx={{ flex: 1, minHeight: 400, display: 'flex', flexDirection: 'column' }}>
        <DataGrid
          label={t('list.title')}
          rows={list.data?.data ?? []}
          rowCount={list.data?.total ?? 0}
          columns={columns}
          loading={list.isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          // The menu's buttons are labelled by the column titles and would compete with the form fields of the same name.
          disableColumnMenu
          disableRowSelectionOnClick
          paginationModel={{ page: params.page - 1, pageSize: params.pageSize }}
          onPaginationModelChange={(model) =>
            update(model.pageSize === params.pageSize ? { page: model.page + 1 } : { page: 1, pageSize: model.pageSize })
          }
          pageSizeOptions={[...PAGE_SIZES]}
          sortModel={sortModel}
          sortingOrder={['desc', 'asc']}
          onSortModelChange={(model) => {
            const first = model[0];
            const field = SORTABLE.find((candidate) => candidate === first?.field) as AssessmentSortField | undefined;
            update({ page: 1, sort: field !== undefined && first?.sort ? { field, direction: first.sort } : DEFAULT_SORT });
          }}
          onRowClick={({ row }: { row: Assessment }) => open(row.id)}
          onCellKeyDown={({ row }: { row: Assessment }, event) => {
            if (event.key === 'Enter') open(row.id);
          }}
          slots={{ noRowsOverlay: EmptyOverlay }}
          localeText={gridLocales[i18n.resolvedLanguage ?? i18n.language]?.components.MuiDataGrid.defaultProps.localeText}
          sx={{ flex: 1, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      </Box>
      <CreateAssessmentDialog
        open={creating}
        actor={actor}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          open(id);
        }}
      />
    </Stack>
  );
}
