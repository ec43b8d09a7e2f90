import { Suspense, lazy, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { allowedTaskActions, isIdOf, mayActOnTask, taskStates, type Actor, type PatientFacts, type RecordFacts, type TaskAction } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, type Task, type TaskActionBodies, type TaskCommand } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { MoreVertIcon } from '../layout/icons';
import { useRecordCommand } from '../layout/useRecordCommand';
import { useTaskCommand } from './queries';

// The forms and the rules they check load when one opens, not with every screen that lists tasks.
const actionForm = <Name extends 'AssignForm' | 'NotRequiredForm' | 'RescheduleForm'>(name: Name) =>
  lazy(() => import('./ActionForms').then((module) => ({ default: module[name] })));
const AssignForm = actionForm('AssignForm');
const NotRequiredForm = actionForm('NotRequiredForm');
const RescheduleForm = actionForm('RescheduleForm');

export const taskFactsOf = (task: Task, patient: PatientFacts): RecordFacts => ({ patientId: task.patientId, createdBy: task.createdBy, userId: task.assigneeId, patient });

/** What the decider accepts from the task's state and the policy lets this actor do, in the order the menu shows them. */
export const availableTaskActions = (task: Task, actor: Actor, patient: PatientFacts): readonly TaskAction[] => {
  if (!isIdOf(taskStates, task.state)) return [];
  return allowedTaskActions(task.state).filter((action) => mayActOnTask(actor, action, taskFactsOf(task, patient)));
};

/** The menu of one row: one item per action; the row's title names the button for a screen reader. */
export function TaskActionsMenu({ task, actions, disabled, onChoose }: { task: Task; actions: readonly TaskAction[]; disabled: boolean; onChoose: (action: TaskAction) => void }) {
  const { t } = useTranslation('tasks');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('actions.menu', { title: task.title })}
        aria-haspopup="menu"
        disabled={disabled}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onChoose(action);
            }}
          >
            {t(`actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

type DialogAction = 'mark-not-required' | 'reschedule' | 'assign';
type Variables = { command: TaskCommand; idempotencyKey: string };

export interface TaskActionOptions {
  /** Takes a completion that got no answer at all (the caregiver's day keeps it for later), with the key it was sent with. */
  keepUnansweredCompletion?: (task: Task, idempotencyKey: string) => void;
}

/**
 * The actions of a list of tasks: complete and reopen run at once (one click from the menu), the
 * others ask in a dialog. Each command carries the version of the row on screen.
 */
export function useTaskActions({ keepUnansweredCompletion }: TaskActionOptions = {}): { choose: (task: Task, action: TaskAction) => void; pendingId: string | null; outcome: ReactNode } {
  const { t } = useTranslation('tasks');
  const mutation = useTaskCommand();
  const [task, setTask] = useState<Task | null>(null);
  const command = useRecordCommand<DialogAction, Variables>(mutation, task?.version ?? 0);
  const { dialog, closeDialog, dialogError, inlineError } = command;

  const run = <Action extends TaskAction>(on: Task, action: Action, body: TaskActionBodies[Action], idempotencyKey = newIdempotencyKey()) => {
    const sent = { action, id: on.id, body: { ...body, expectedVersion: on.version } } as TaskCommand;
    const keep = action === 'complete' ? keepUnansweredCompletion : undefined;
    command.run({ command: sent, idempotencyKey }, keep && (() => keep(on, idempotencyKey)));
  };

  const choose = (chosen: Task, action: TaskAction) => {
    setTask(chosen);
    if (action === 'complete' || action === 'reopen') {
      command.start(null);
      run(chosen, action, action === 'complete' ? { on: null } : {});
    } else command.start(action);
  };

  const succeeded = mutation.isSuccess && task !== null ? t(`done.${mutation.variables.command.action}`, { title: task.title }) : null;
  const outcome = (
    <Stack spacing={1}>
      {succeeded !== null && dialog === null && (
        <Alert severity="success" onClose={() => mutation.reset()}>
          {succeeded}
        </Alert>
      )}
      {command.conflict !== null && (
        <Alert severity="warning" onClose={command.dismissConflict}>
          {t('conflict', command.conflict)}
        </Alert>
      )}
      <ErrorAlert error={inlineError} />
      <Dialog open={dialog !== null && task !== null} onClose={closeDialog} fullWidth maxWidth="xs">
        <Suspense fallback={<LinearProgress />}>
          {task !== null && dialog === 'mark-not-required' && (
            <NotRequiredForm task={task} pending={mutation.isPending} error={dialogError} onClose={closeDialog} onSubmit={(body, key) => run(task, 'mark-not-required', body, key)} />
          )}
          {task !== null && dialog === 'reschedule' && (
            <RescheduleForm task={task} pending={mutation.isPending} error={dialogError} onClose={closeDialog} onSubmit={(body, key) => run(task, 'reschedule', body, key)} />
          )}
          {task !== null && dialog === 'assign' && (
            <AssignForm task={task} pending={mutation.isPending} error={dialogError} onClose={closeDialog} onSubmit={(body, key) => run(task, 'assign', body, key)} />
          )}
        </Suspense>
      </Dialog>
    </Stack>
  );
  return { choose, pendingId: mutation.isPending ? (mutation.variables.command.id ?? null) : null, outcome };
}
