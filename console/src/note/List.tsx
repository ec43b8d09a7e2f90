import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notesApi, type Note, type NoteSortField } from '../api';
import { actorOf, useSession } from '../auth';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { AddIcon } from '../layout/icons';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { Named, useActorName } from '../layout/Named';
import { listStateOf } from '../layout/RecordPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useListParams } from '../layout/useListParams';
import { useCalendarDate } from '../i18n/calendar-dates';
import { AuthorFilter } from './AuthorFilter';
import { NewNoteForm } from './NewNoteForm';
import { PatientFilter } from './PatientFilter';
import { DEFAULT_SORT, PAGE_SIZES, SORT_FIELDS, listParamsFrom, searchFrom } from './filters';
import { useNoteAuthors, useNoteList, useNoteTypes } from './queries';
import { NoteStatusChip } from './status';
import { useVisibilityLabel } from './visibility';

const EXCERPT_LENGTH = 120;

function EmptyOverlay() {
  const { t } = useTranslation('notes');
  return <EmptyMessage title={t('list.empty')} hint={t('list.emptyHint')} />;
}

/** The notes inbox: every patient's notes the reader may read, or one patient's, drafts or published, paged and sorted by the server. */
export default function NoteList() {
  const { t } = useTranslation('notes');
  const format = useFormatters();
  const formatDate = useCalendarDate();
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const visibilityLabel = useVisibilityLabel();
  const actorName = useActorName();
  const types = useNoteTypes();
  const { search, params, update } = useListParams(listParamsFrom, searchFrom);
  const list = useNoteList(params);
  const authors = useNoteAuthors(params.patientId);
  const actor = actorOf(useSession());
  const [creating, setCreating] = useState(false);
  useDocumentTitle(t('list.title'));

  const open = (id: string) => void navigate(`/user/${locale}/notes/${id}`, { state: listStateOf(search) });

  const columns = useMemo(() => {
    const typeLabel = (id: number) => types.data?.data.find((entry) => entry.id === id)?.label ?? t('fields.noteTypeId', { id });
    const defined: GridColDef<Note>[] = [
      { field: 'dateOfService', headerName: t('fields.dateOfService'), width: 140, valueFormatter: (value: string) => formatDate(value) },
      { field: 'patientName', headerName: t('fields.patient'), width: 170, sortable: false, renderCell: ({ row }) => <Named id={row.patientId} name={row.patientName} /> },
      { field: 'noteTypeId', headerName: t('fields.noteType'), width: 160, valueFormatter: (value: number) => typeLabel(value) },
      { field: 'author', headerName: t('fields.author'), width: 170, valueGetter: (_value, row) => actorName(row.author.id, row.author.name) ?? '—' },
      {
        field: 'excerpt',
        headerName: t('fields.text'),
        flex: 1,
        minWidth: 240,
        valueGetter: (_value, row) => (row.parent.readingText.length > EXCERPT_LENGTH ? `${row.parent.readingText.slice(0, EXCERPT_LENGTH)}…` : row.parent.readingText),
      },
      { field: 'visibility', headerName: t('fields.visibility'), width: 170, valueFormatter: (value: number) => visibilityLabel(value) },
      { field: 'appendedCount', headerName: t('fields.appendedCount'), width: 110, type: 'number' },
      { field: 'status', headerName: t('fields.status'), width: 120, renderCell: ({ row }) => <NoteStatusChip status={row.status} /> },
      { field: 'updatedAt', headerName: t('fields.updatedAt'), width: 180, valueFormatter: (value: string) => format.dateTime(value) },
    ];
    return defined;
  }, [t, format, formatDate, types.data, visibilityLabel, actorName]);

  const onePatient = params.patientId !== '';
  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Typography variant="h4" component="h1">
        {t('list.title')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PatientFilter patientId={params.patientId} onChange={(patientId) => update({ patientId, authorId: undefined, page: 1 })} />
        {onePatient && (
          <Typography variant="body2">
            <RouterLink to={`/user/${locale}/patients/${params.patientId}`}>{t('list.toPatient')}</RouterLink>
          </Typography>
        )}
        {onePatient && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('create.open')}
          </Button>
        )}
      </Stack>
      <Dialog open={creating} onClose={() => setCreating(false)} fullWidth maxWidth="sm">
        {creating && <NewNoteForm create={(content, key) => notesApi.create({ patientId: params.patientId, ...content }, key)} actor={actor} onClose={() => setCreating(false)} onCreated={(id) => void navigate(`/user/${locale}/notes/${id}`)} />}
      </Dialog>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Tabs value={params.drafts ? 'drafts' : 'published'} onChange={(_event, value: string) => update({ drafts: value === 'drafts', page: 1 })} aria-label={t('list.tabs')}>
          <Tab value="published" label={t('list.published')} />
          <Tab value="drafts" label={t('list.drafts')} />
        </Tabs>
        {onePatient && <AuthorFilter authorId={params.authorId} authors={authors} onChange={(authorId) => update({ authorId, page: 1 })} />}
        <FormControlLabel
          control={<Checkbox checked={params.amended === true} onChange={(event) => update({ amended: event.target.checked ? true : undefined, page: 1 })} />}
          label={t('list.amendedOnly')}
        />
      </Stack>
      {list.isError && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      <RecordGrid<Note, NoteSortField>
        label={params.drafts ? t('list.drafts') : t('list.published')}
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
