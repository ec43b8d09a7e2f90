import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_NOT_REQUIRED_REASON_LENGTH } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Task, type TaskActionBodies } from '../api';
import { CaregiverPicker } from '../assessment/CaregiverPicker';
import { isCalendarDate, useCalendarDate } from '../i18n/calendar-dates';
import { ErrorAlert } from '../layout/ErrorAlert';

interface ActionFormProps<Body> {
  task: Task;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (body: Body, idempotencyKey: string) => void;
}

/** A dialog's form: one idempotency key per opening, so pressing again after a lost answer cannot act twice. */
function ActionForm({ title, description, confirm, pending, error, shownOnField, onClose, onSubmit, children }: {
  title: string;
  description: string;
  confirm: string;
  pending: boolean;
  error: unknown;
  /** The server's error already shows at a field. */
  shownOnField: boolean;
  onClose: () => void;
  onSubmit: (idempotencyKey: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(idempotencyKey);
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        <Stack spacing={2}>
          {children}
          {!shownOnField && <ErrorAlert error={error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {confirm}
        </Button>
      </DialogActions>
    </Box>
  );
}

const serverFieldError = (error: unknown, path: string): string | undefined => (isApiError(error) ? error.fieldError(path) : undefined);

/** The reason is optional; a recurring task may also end its series here. */
export function NotRequiredForm({ task, pending, error, onClose, onSubmit }: ActionFormProps<TaskActionBodies['mark-not-required']>) {
  const { t } = useTranslation('tasks');
  const [reason, setReason] = useState('');
  const [endRecurrence, setEndRecurrence] = useState(false);
  const fieldError = serverFieldError(error, 'reason');
  return (
    <ActionForm
      title={t('dialogs.notRequired.title', { title: task.title })}
      description={task.recurrence === null ? t('dialogs.notRequired.description') : `${t('dialogs.notRequired.description')} ${t('dialogs.notRequired.keepsRecurring')}`}
      confirm={t('dialogs.notRequired.confirm')}
      pending={pending}
      error={error}
      shownOnField={fieldError !== undefined}
      onClose={onClose}
      onSubmit={(key) => onSubmit({ reason: reason.trim() === '' ? null : reason.trim(), endRecurrence: task.recurrence !== null && endRecurrence }, key)}
    >
      <TextField
        label={t('dialogs.notRequired.reason')}
        name="reason"
        fullWidth
        multiline
        minRows={2}
        autoFocus
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError !== undefined}
        helperText={fieldError ?? `${reason.length}/${MAX_NOT_REQUIRED_REASON_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: MAX_NOT_REQUIRED_REASON_LENGTH } }}
      />
      {task.recurrence !== null && (
        <FormControlLabel
          control={<Checkbox name="endRecurrence" checked={endRecurrence} onChange={(event) => setEndRecurrence(event.target.checked)} />}
          label={t('dialogs.notRequired.endRecurrence')}
        />
      )}
    </ActionForm>
  );
}

/** A new due date, refused here when it is missing or the same day. */
export function RescheduleForm({ task, pending, error, onClose, onSubmit }: ActionFormProps<TaskActionBodies['reschedule']>) {
  const { t } = useTranslation('tasks');
  const formatDate = useCalendarDate();
  const [dueDate, setDueDate] = useState(task.dueDate);
  const [localError, setLocalError] = useState<string>();
  const fieldError = localError ?? serverFieldError(error, 'dueDate');
  return (
    <ActionForm
      title={t('dialogs.reschedule.title', { title: task.title })}
      description={t('dialogs.reschedule.description', { dueDate: formatDate(task.dueDate) })}
      confirm={t('dialogs.reschedule.confirm')}
      pending={pending}
      error={error}
      shownOnField={fieldError !== undefined}
      onClose={onClose}
      onSubmit={(key) => {
        const problem = !isCalendarDate(dueDate) ? t('validation.dueDateRequired') : dueDate === task.dueDate ? t('validation.dueDateUnchanged') : undefined;
        setLocalError(problem);
        if (problem === undefined) onSubmit({ dueDate }, key);
      }}
    >
      <TextField
        label={t('dialogs.reschedule.dueDate')}
        type="date"
        name="dueDate"
        required
        fullWidth
        autoFocus
        value={dueDate}
        onChange={(event) => setDueDate(event.target.value)}
        error={fieldError !== undefined}
        helperText={fieldError}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </ActionForm>
  );
}

/** A caregiver found by name, or none to take the task off whoever has it. */
export function AssignForm({ task, pending, error, onClose, onSubmit }: ActionFormProps<TaskActionBodies['assign']>) {
  const { t } = useTranslation('tasks');
  const [assigneeId, setAssigneeId] = useState<string | null>(task.assigneeId);
  const [localError, setLocalError] = useState<string>();
  const fieldError = localError ?? serverFieldError(error, 'assigneeId');
  return (
    <ActionForm
      title={t('dialogs.assign.title', { title: task.title })}
      description={t('dialogs.assign.description')}
      confirm={t('dialogs.assign.confirm')}
      pending={pending}
      error={error}
      shownOnField={fieldError !== undefined}
      onClose={onClose}
      onSubmit={(key) => {
        const problem = assigneeId === task.assigneeId ? t('validation.assigneeUnchanged') : undefined;
        setLocalError(problem);
        if (problem === undefined) onSubmit({ assigneeId }, key);
      }}
    >
      <CaregiverPicker
        value={assigneeId}
        valueName={task.assigneeName}
        agencyId={null}
        error={fieldError}
        label={t('dialogs.assign.assignee')}
        helperText={t('dialogs.assign.hint')}
        onChange={setAssigneeId}
      />
    </ActionForm>
  );
}
