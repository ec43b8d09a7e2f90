import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { TaskState, taskStates, type Actor, type PatientFacts } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { Task, TaskSortField } from '../api';
import { canCreateTask, ownPatientOf } from '../auth';
import { useCalendarDate } from '../i18n/calendar-dates';
import { useFormatters } from '../i18n/format';
import { ErrorAlert } from '../layout/ErrorAlert';
import { AddIcon } from '../layout/icons';
import { Named, PatientName } from '../layout/Named';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { StatusSelect } from '../layout/StatusSelect';
import { useListParams } from '../layout/useListParams';
import type { PatientChoice } from '../patient/PatientPicker';
import { TaskActionsMenu, availableTaskActions, useTaskActions } from './actions';
import { CreateTaskDialog } from './Create';
import { stateColor, useTaskStateLabel } from './labels';
import { DEFAULT_SORT, PAGE_SIZES, SORT_FIELDS, isFiltered, listParamsOf, type TaskGridParams } from './params';
import { TaskPatientFilter } from './PatientFilter';
import { useTaskList } from './queries';

/** Today where the reader is, as YYYY-MM-DD: a task due before it is overdue. */
const localToday = (): string => {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0')).join('-');
};

type ParamsIn = { parse: (search: URLSearchParams) => TaskGridParams; serialize: (params: TaskGridParams) => URLSearchParams };

interface TaskGridProps {
  actor: Actor;
  /** Where the grid's state lives in the URL. */
  paramsIn: ParamsIn;
  /** One patient's tasks (their page): the list is theirs, the policy reads their facts and a new task is for them. */
  patient?: { choice: PatientChoice; facts: PatientFacts } | undefined;
}

/**
 * Tasks paged, sorted and filtered by the server, with the actions the policy allows on each row.
 * On the tasks screen a patient filter narrows the list; on a patient's page the patient is fixed.
 */
export function TaskGrid({ actor, paramsIn, patient }: TaskGridProps) {
  const { t } = useTranslation('tasks');
  const formatDate = useCalendarDate();
  const { timeOfDay } = useFormatters();
  const stateLabel = useTaskStateLabel();
  const { params, update } = useListParams(paramsIn.parse, paramsIn.serialize);
  const list = useTaskList(patient?.choice.id, listParamsOf(params, actor.id));
  const actions = useTaskActions();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const today = localToday();

  const columns = useMemo((): GridColDef<Task>[] => {
    // The server lists only the tasks this user may read: through the patient, or (a caregiver)
    // through the assignment, which the policy also reads. So a listed task's patient is one the
    // user reaches, unless the page knows that patient's own facts.
    const factsOf = (task: Task): PatientFacts => patient?.facts ?? { ...ownPatientOf(actor), patientId: task.patientId };
    const shown: GridColDef<Task>[] = [
      { field: 'title', headerName: t('columns.title'), flex: 1, minWidth: 200 },
      {
        field: 'dueDate',
        headerName: t('columns.dueDate'),
        width: 160,
        valueFormatter: (value: string, row: Task) => (row.dueTime === null ? formatDate(value) : `${formatDate(value)} ${timeOfDay(row.dueTime)}`),
      },
      {
        field: 'state',
        headerName: t('columns.state'),
        width: 200,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Chip size="small" label={stateLabel(row.state)} color={stateColor(row.state)} variant={row.state === TaskState.NOT_REQUIRED ? 'outlined' : 'filled'} />
            {row.state === TaskState.NOT_COMPLETED && row.dueDate < today && <Chip size="small" color="warning" variant="outlined" label={t('overdue')} />}
            {row.recurrence !== null && <Chip size="small" variant="outlined" label={t('recurring')} />}
          </Stack>
        ),
      },
      {
        field: 'assigneeName',
        headerName: t('columns.assignee'),
        width: 180,
        renderCell: ({ row }) => (row.assigneeId === null ? t('unassigned') : <Named id={row.assigneeId} name={row.assigneeName} />),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 90,
        renderCell: ({ row }) => (
          <TaskActionsMenu task={row} actions={availableTaskActions(row, actor, factsOf(row))} disabled={actions.pendingId === row.id} onChoose={(action) => actions.choose(row, action)} />
        ),
      },
    ];
    if (patient !== undefined) return shown;
    const patientColumn: GridColDef<Task> = {
      field: 'patientName',
      headerName: t('columns.patient'),
      width: 190,
      renderCell: ({ row }) => <PatientName id={row.patientId} name={row.patientName} />,
    };
    return [shown[0] as GridColDef<Task>, patientColumn, ...shown.slice(1)];
  }, [t, formatDate, timeOfDay, stateLabel, today, actor, patient, actions]);

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}>
        <StatusSelect
          label={t('filters.state')}
          allLabel={t('filters.allStates')}
          value={params.state}
          options={taskStates.map((entry) => ({ id: entry.id, label: stateLabel(entry.id) }))}
          onChange={(state) => update({ state: state as TaskGridParams['state'], page: 1 })}
        />
        <TextField
          type="date"
          size="small"
          label={t('filters.dueFrom')}
          value={params.dueFrom ?? ''}
          onChange={(event) => update({ dueFrom: event.target.value === '' ? undefined : event.target.value, page: 1 })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: params.dueTo } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('filters.dueTo')}
          value={params.dueTo ?? ''}
          onChange={(event) => update({ dueTo: event.target.value === '' ? undefined : event.target.value, page: 1 })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: params.dueFrom } }}
        />
        {patient === undefined && (
          <TaskPatientFilter
            patientId={params.patientId}
            listedName={list.isPending || list.isPlaceholderData ? undefined : (list.data?.data.find((task) => task.patientId === params.patientId)?.patientName ?? null)}
            onChange={(chosen) => update({ patientId: chosen, page: 1 })}
          />
        )}
        <FormControlLabel control={<Switch name="mine" checked={params.mine} onChange={(event) => update({ mine: event.target.checked, page: 1 })} />} label={t('filters.mine')} />
        {isFiltered({ ...params, patientId: patient === undefined ? params.patientId : undefined }) && (
          <Button onClick={() => update({ state: undefined, dueFrom: undefined, dueTo: undefined, mine: false, patientId: undefined, page: 1 })}>{t('filters.clear')}</Button>
        )}
        {canCreateTask(actor) && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ ml: { md: 'auto' }, whiteSpace: 'nowrap' }}>
            {t('create.open')}
          </Button>
        )}
      </Stack>
      {created !== null && (
        <Alert severity="success" onClose={() => setCreated(null)}>
          {t('done.created', { title: created })}
        </Alert>
      )}
      {actions.outcome}
      {list.isError ? (
        <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <RecordGrid<Task, TaskSortField>
          label={t('title')}
          answer={list.data}
          loading={list.isFetching}
          columns={columns}
          paging={params}
          pageSizes={PAGE_SIZES}
          sortable={SORT_FIELDS}
          defaultSort={DEFAULT_SORT}
          firstSort="asc"
          onPagingChange={update}
          emptyOverlay={isFiltered(params) ? FilteredOverlay : EmptyOverlay}
        />
      )}
      <CreateTaskDialog
        open={creating}
        patient={patient?.choice}
        onClose={() => setCreating(false)}
        onCreated={(title) => {
          setCreating(false);
          setCreated(title);
        }}
      />
    </Stack>
  );
}

function EmptyOverlay() {
  const { t } = useTranslation('tasks');
  return <EmptyMessage title={t('empty.title')} hint={t('empty.none')} />;
}

function FilteredOverlay() {
  const { t } = useTranslation('tasks');
  return <EmptyMessage title={t('empty.title')} hint={t('empty.filtered')} />;
}
