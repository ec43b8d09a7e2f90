import { useCallback, useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PatientSortField, PatientSummary } from '../api';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { listStateOf } from '../layout/RecordPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useListParams } from '../layout/useListParams';
import { useCalendarDate } from '../i18n/calendar-dates';
import { fullName, useAmbulatoryLabel } from './labels';
import { DEFAULT_SORT, NameSearch, PAGE_SIZES, listParamsFrom, searchFrom } from './filters';
import { usePatientList } from './queries';
import { actorOf, useSession } from '../auth';
import { NewPatientButton } from './Create';

const SORTABLE: readonly PatientSortField[] = ['lastName', 'updatedAt'];

function EmptyOverlay() {
  const { t } = useTranslation('patients');
  const [search] = useSearchParams();
  const words = search.get('search');
  return <EmptyMessage title={words ? t('list.emptySearch', { search: words }) : t('list.empty')} hint={words ? t('list.emptySearchHint') : t('list.emptyHint')} />;
}

export default function PatientList() {
  const { t } = useTranslation('patients');
  const format = useFormatters();
  const formatDate = useCalendarDate();
  const ambulatory = useAmbulatoryLabel();
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const { search, params, update } = useListParams(listParamsFrom, searchFrom);
  const list = usePatientList(params);
  const actor = actorOf(useSession());
  useDocumentTitle(t('list.title'));

  const searchNames = useCallback((words: string | undefined) => update({ search: words, page: 1 }), [update]);
  const open = (id: string) => void navigate(`/user/${locale}/patients/${id}`, { state: listStateOf(search) });

  const columns = useMemo(() => {
    const defined: GridColDef<PatientSummary>[] = [
      { field: 'lastName', headerName: t('fields.name'), flex: 1, minWidth: 200, valueGetter: (_value, row) => fullName(row) },
      { field: 'dateOfBirth', headerName: t('fields.dateOfBirth'), width: 150, valueFormatter: (value: string | null) => formatDate(value) },
      { field: 'ambulatoryLevel', headerName: t('fields.ambulatoryLevel'), width: 170, valueFormatter: (value: number | null) => ambulatory(value) },
      { field: 'careTeam', headerName: t('fields.careTeam'), type: 'number', width: 120, valueGetter: (_value, row) => row.careTeam.length },
      { field: 'updatedAt', headerName: t('fields.updatedAt'), width: 190, valueFormatter: (value: string) => format.dateTime(value) },
    ];
    return defined;
  }, [t, format, formatDate, ambulatory]);

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {t('list.title')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <NameSearch value={params.search} onChange={searchNames} />
          <NewPatientButton actor={actor} onCreated={(id) => void navigate(`/user/${locale}/patients/${id}`)} />
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
        firstSort="asc"
        onPagingChange={update}
        onOpen={open}
        emptyOverlay={EmptyOverlay}
      />
    </Stack>
  );
}
