import { lazy, Suspense, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Assessment, AssessmentSortField } from '../api';
import { actorOf, canCreateAssessment, useSession } from '../auth';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { AddIcon } from '../layout/icons';
import { listStateOf } from '../layout/RecordPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useListParams } from '../layout/useListParams';
import { Named } from '../layout/Named';
import { DEFAULT_SORT, PAGE_SIZES, StatusFilter, listParamsFrom, searchFrom } from './filters';
import { useAssessmentList, useAssessmentStatuses } from './queries';
import { StatusChip } from './status';

// The dialog and its patient picker (MUI's Autocomplete) load when first opened, not with the list.
const CreateAssessmentDialog = lazy(() => import('./Create').then((module) => ({ default: module.CreateAssessmentDialog })));

const SORTABLE: readonly AssessmentSortField[] = ['updatedAt', 'status', 'visitAt'];

function EmptyOverlay() {
  const { t } = useTranslation('assessments');
  const [search] = useSearchParams();
  const filtered = search.has('status');
  return <EmptyMessage title={filtered ? t('list.emptyFiltered') : t('list.empty')} hint={filtered ? t('list.emptyFilteredHint') : t('list.emptyHint')} />;
}

export default function AssessmentList() {
  const { t } = useTranslation('assessments');
  const format = useFormatters();
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const session = useSession();
  const actor = actorOf(session);
  const { search, params, update } = useListParams(listParamsFrom, searchFrom);
  const list = useAssessmentList(params);
  const statuses = useAssessmentStatuses().data;
  const [creating, setCreating] = useState(false);
  // Once opened, the dialog stays mounted, so closing it keeps its transition.
  const [createOpened, setCreateOpened] = useState(false);
  useDocumentTitle(t('list.title'));

  const open = (id: string) => void navigate(`/user/${locale}/assessments/${id}`, { state: listStateOf(search) });

  const columns = useMemo(() => {
    const defined: GridColDef<Assessment>[] = [
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 140,
        renderCell: ({ row }) => <StatusChip status={row.status} statuses={statuses} />,
      },
      {
        field: 'patientName',
        headerName: t('fields.patient'),
        width: 180,
        renderCell: ({ row }) => <Named id={row.patientId} name={row.patientName} />,
      },
      { field: 'agencyName', headerName: t('fields.agency'), width: 180, renderCell: ({ row }) => <Named id={row.agencyId} name={row.agencyName} /> },
      { field: 'visitAt', headerName: t('fields.visitAt'), width: 190, valueFormatter: (value: string | null) => format.dateTime(value) },
      { field: 'summary', headerName: t('fields.summary'), flex: 1, minWidth: 200 },
      { field: 'updatedAt', headerName: t('fields.updatedAt'), width: 190, valueFormatter: (value: string) => format.dateTime(value) },
      { field: 'version', headerName: t('fields.version'), type: 'number', width: 90 },
    ];
    return defined;
  }, [t, format, statuses]);

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {t('list.title')}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusFilter value={params.status} statuses={statuses} onChange={(status) => update({ status, page: 1 })} />
          {canCreateAssessment(actor) && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => {
                setCreating(true);
                setCreateOpened(true);
              }} sx={{ whiteSpace: 'nowrap' }}>
              {t('create.open')}
            </Button>
          )}
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
      {createOpened && (
        <Suspense fallback={null}>
          <CreateAssessmentDialog
            open={creating}
            actor={actor}
            onClose={() => setCreating(false)}
            onCreated={(id) => {
              setCreating(false);
              open(id);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
