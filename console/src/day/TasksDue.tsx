import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TaskState, type Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { Task, TaskListParams } from '../api';
import { ownPatientOf } from '../auth';
import { useCalendarDate } from '../i18n/calendar-dates';
import { useFormatters } from '../i18n/format';
import { ErrorAlert } from '../layout/ErrorAlert';
import { TaskActionsMenu, availableTaskActions, useTaskActions } from '../task/actions';
import type { OutboxEntry } from '../offline/outbox';
import { SavedAge } from '../offline/SavedAge';
import { isTaskWaiting, keepForLater } from '../offline/sync';
import { useDayTasks } from './queries';

/** Enough for a day: more open tasks than this is a backlog, for the tasks screen. */
const DAY_PAGE_SIZE = 50;

/** The open tasks assigned to `actor`, due on `date` or before it. */
export const dueTasksParams = (actorId: string, date: string): TaskListParams => ({
  page: 1,
  pageSize: DAY_PAGE_SIZE,
  sort: { field: 'dueDate', direction: 'asc' },
  state: TaskState.NOT_COMPLETED,
  dueTo: date,
  assigneeId: actorId,
});

interface TaskCardProps {
  task: Task;
  date: string;
  actor: Actor;
  actions: ReturnType<typeof useTaskActions>;
  /** Its completion waits on the device to be sent. */
  waiting: boolean;
  /** "Complete": sent at once online, kept on the device offline. */
  onComplete: (task: Task) => void;
}

/** One task: what, for whom, when due; "Complete" in one click, the other actions in its menu. */
function TaskCard({ task, date, actor, actions, waiting, onComplete }: TaskCardProps) {
  const { t } = useTranslation('tasks');
  const { t: tDay } = useTranslation('day');
  const formatDate = useCalendarDate();
  const { timeOfDay } = useFormatters();
  // The server lists a caregiver the tasks assigned to them: the policy reads that assignment.
  const allowed = availableTaskActions(task, actor, { ...ownPatientOf(actor), patientId: task.patientId });
  const busy = actions.pendingId === task.id;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'center', '&:last-child': { pb: 2 } }}>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {task.title}
          </Typography>
          <Typography>{task.patientName ?? t('columns.patient')}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {`${t('columns.dueDate')} ${formatDate(task.dueDate)}${task.dueTime === null ? '' : ` ${timeOfDay(task.dueTime)}`}`}
            </Typography>
            {task.dueDate < date && <Chip size="small" color="warning" variant="outlined" label={t('overdue')} />}
          </Stack>
        </Stack>
        {waiting && <Chip size="small" variant="outlined" label={tDay('outbox.status.waiting')} />}
        {!waiting && allowed.includes('complete') && (
          <Button variant="contained" size="small" disabled={busy} loading={busy} onClick={() => onComplete(task)} aria-label={`${t('actions.complete')}: ${task.title}`}>
            {t('actions.complete')}
          </Button>
        )}
        <TaskActionsMenu task={task} actions={allowed.filter((action) => action !== 'complete')} disabled={busy || waiting} onChoose={(action) => actions.choose(task, action)} />
      </CardContent>
    </Card>
  );
}

/** The signed-in user's open tasks due by `date`, overdue ones first, each completed in one click. */
export function TasksDue({ date, actor, outbox }: { date: string; actor: Actor; outbox: readonly OutboxEntry[] }) {
  const { t } = useTranslation('day');
  const list = useDayTasks(actor.id, dueTasksParams(actor.id, date));
  const [notKept, setNotKept] = useState(false);
  // Offline, or online with no answer (a signal that comes and goes): kept on the device, sent later with the same key.
  const keep = (task: Task, idempotencyKey?: string) => {
    setNotKept(false);
    keepForLater(actor.id, { kind: 'task-complete', taskId: task.id, title: task.title, patientId: task.patientId, patientName: task.patientName, expectedVersion: task.version }, idempotencyKey).catch(() => setNotKept(true));
  };
  const actions = useTaskActions({ keepUnansweredCompletion: keep });
  const complete = (task: Task) => {
    if (navigator.onLine) actions.choose(task, 'complete');
    else keep(task);
  };
  if (list.isPending) return <Skeleton variant="rounded" height={88} aria-label={t('loading')} />;
  if (list.isError) return <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Stack spacing={1}>
      <SavedAge savedAt={list.data.offlineSavedAt} />
      {actions.outcome}
      {notKept && <Alert severity="error">{t('outbox.notKept')}</Alert>}
      {list.data.data.length === 0 ? (
        <Typography color="text.secondary">{t('tasks.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {list.data.data.map((task) => (
            <TaskCard key={task.id} task={task} date={date} actor={actor} actions={actions} waiting={isTaskWaiting(outbox, task.id)} onComplete={complete} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
