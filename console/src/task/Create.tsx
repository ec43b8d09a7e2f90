import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_TASK_DESCRIPTION_LENGTH, MAX_TASK_EVERY_DAYS, MAX_TASK_TITLE_LENGTH, Recurrence, recurrences, type RecurrenceId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type NewTask } from '../api';
import { CaregiverPicker } from '../assessment/CaregiverPicker';
import { isCalendarDate } from '../i18n/calendar-dates';
import { ErrorAlert } from '../layout/ErrorAlert';
import { LimitedTextField } from '../layout/LimitedTextField';
import { PatientPicker, type PatientChoice } from '../patient/PatientPicker';
import { useCreateTask } from './queries';

interface CreateTaskDialogProps {
  open: boolean;
  /** The patient it is for when the dialog opens from their page. */
  patient?: PatientChoice | undefined;
  onClose: () => void;
  /** Called with the new task's title. */
  onCreated: (title: string) => void;
}

export function CreateTaskDialog({ open, patient, onClose, onCreated }: CreateTaskDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      {open && <CreateTaskForm patient={patient} onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

type Field = 'patientId' | 'title' | 'description' | 'dueDate' | 'dueTime' | 'recurrence' | 'everyDays' | 'assigneeId';
type LocalErrors = Partial<Record<Field, string>>;
/** The server's paths for the fields of this form. */
const SERVER_PATHS: Record<Field, string> = {
  patientId: 'patientId',
  title: 'title',
  description: 'description',
  dueDate: 'dueDate',
  dueTime: 'dueTime',
  recurrence: 'recurrence.type',
  everyDays: 'recurrence.everyDays',
  assigneeId: 'assigneeId',
};

const WHOLE_NUMBER = /^\d+$/;

function CreateTaskForm({ patient: givenPatient, onClose, onCreated }: Omit<CreateTaskDialogProps, 'open'>) {
  const { t } = useTranslation('tasks');
  const create = useCreateTask();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [patient, setPatient] = useState<PatientChoice | null>(givenPatient ?? null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [dueTime, setDueTime] = useState('');
  const [recurrence, setRecurrence] = useState<RecurrenceId | ''>('');
  const [everyDays, setEveryDays] = useState('7');
  const [assigneeId, setAssigneeId] = useState<string | null>(null);
  const [localErrors, setLocalErrors] = useState<LocalErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const days = Number(everyDays);
    const errors: LocalErrors = {
      patientId: patient === null ? t('validation.patientRequired') : undefined,
      title: title.trim() === '' ? t('validation.titleRequired') : undefined,
      dueDate: isCalendarDate(dueDate) ? undefined : t('validation.dueDateRequired'),
      everyDays:
        recurrence === Recurrence.CUSTOM && (!WHOLE_NUMBER.test(everyDays) || days < 1 || days > MAX_TASK_EVERY_DAYS) ? t('validation.everyDays', { max: MAX_TASK_EVERY_DAYS }) : undefined,
    };
    setLocalErrors(errors);
    if (patient === null || Object.values(errors).some((error) => error !== undefined)) return;
    const input: NewTask = {
      patientId: patient.id,
      title: title.trim(),
      description: description.trim() === '' ? null : description.trim(),
      dueDate,
      dueTime: dueTime === '' ? null : dueTime,
      recurrence: recurrence === '' ? null : recurrence === Recurrence.CUSTOM ? { type: recurrence, everyDays: days } : { type: recurrence },
      assigneeId,
    };
    create.mutate({ input, idempotencyKey }, { onSuccess: () => onCreated(input.title) });
  };

  const serverError = isApiError(create.error) ? create.error : undefined;
  const fieldError = (field: Field) => localErrors[field] ?? serverError?.fieldError(SERVER_PATHS[field]);
  const shownOnFields = (Object.keys(SERVER_PATHS) as Field[]).some((field) => serverError?.fieldError(SERVER_PATHS[field]) !== undefined);

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t('create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <PatientPicker label={t('create.patient')} value={patient} onChange={setPatient} autoFocus={givenPatient === undefined} error={fieldError('patientId')} />
          <LimitedTextField
            label={t('create.taskTitle')}
            name="title"
            required
            fullWidth
            autoFocus={givenPatient !== undefined}
            value={title}
            onChange={setTitle}
            error={fieldError('title')}
            maxLength={MAX_TASK_TITLE_LENGTH}
          />
          <LimitedTextField
            label={t('create.description')}
            name="description"
            fullWidth
            multiline
            minRows={2}
            value={description}
            onChange={setDescription}
            error={fieldError('description')}
            maxLength={MAX_TASK_DESCRIPTION_LENGTH}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('create.dueDate')}
              type="date"
              name="dueDate"
              required
              fullWidth
              value={dueDate}
              onChange={(event) => setDueDate(event.target.value)}
              error={fieldError('dueDate') !== undefined}
              helperText={fieldError('dueDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t('create.dueTime')}
              type="time"
              name="dueTime"
              fullWidth
              value={dueTime}
              onChange={(event) => setDueTime(event.target.value)}
              error={fieldError('dueTime') !== undefined}
              helperText={fieldError('dueTime') ?? t('create.dueTimeHint')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('create.recurrence')}
              name="recurrence"
              fullWidth
              value={recurrence === '' ? '' : String(recurrence)}
              onChange={(event) => setRecurrence(event.target.value === '' ? '' : (Number(event.target.value) as RecurrenceId))}
              error={fieldError('recurrence') !== undefined}
              helperText={fieldError('recurrence')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('create.noRecurrence')}</MenuItem>
              {recurrences.map((entry) => (
                <MenuItem key={entry.id} value={String(entry.id)}>
                  {t(`create.recurrences.${entry.key}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {recurrence === Recurrence.CUSTOM && (
            <TextField
              label={t('create.everyDays')}
              name="everyDays"
              required
              value={everyDays}
              onChange={(event) => setEveryDays(event.target.value)}
              error={fieldError('everyDays') !== undefined}
              helperText={fieldError('everyDays')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          )}
          <CaregiverPicker value={assigneeId} agencyId={null} label={t('create.assignee')} helperText={t('create.assigneeHint')} error={fieldError('assigneeId')} onChange={setAssigneeId} />
          {!shownOnFields && <ErrorAlert error={create.error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          {t('create.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}
