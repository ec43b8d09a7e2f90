import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type AssessmentShift, type ShiftCommand } from '../api';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { CaregiverPicker } from './CaregiverPicker';
import { fromLocalInput, toLocalInput } from './datetime';
import { newShiftId, shiftProblem } from './shiftRules';

/** What a shift form sends: the command without the version, which the screen adds. */
export type ShiftChange = Extract<ShiftCommand, { action: 'add-shift' | 'change-shift' }>;

interface ShiftFormProps {
  /** The shift to change, or none to add one. */
  shift: AssessmentShift | null;
  shifts: readonly AssessmentShift[];
  agencyId: string | null;
  expectedVersion: number;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (command: ShiftChange, idempotencyKey: string) => void;
}

type Field = 'startsAt' | 'endsAt' | 'caregiverId';

/** A dialog's body adding a shift or changing one's times and caregiver, under the domain's rules for them. */
export function ShiftForm({ shift, shifts, agencyId, expectedVersion, pending, error, onClose, onSubmit }: ShiftFormProps) {
  const { t } = useTranslation('assessments');
  const format = useFormatters();
  // One key and one shift id per dialog: pressing again after a lost answer cannot add the shift twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [shiftId] = useState(() => shift?.shiftId ?? newShiftId());
  const [startsAt, setStartsAt] = useState(() => (shift === null ? '' : toLocalInput(new Date(shift.startsAt))));
  const [endsAt, setEndsAt] = useState(() => (shift === null ? '' : toLocalInput(new Date(shift.endsAt))));
  const [caregiverId, setCaregiverId] = useState<string | null>(shift?.caregiverId ?? null);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [unchanged, setUnchanged] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUnchanged(false);
    const start = fromLocalInput(startsAt);
    const end = fromLocalInput(endsAt);
    const found: Partial<Record<Field, string>> = {};
    if (start === undefined) found.startsAt = t('shifts.validation.startRequired');
    if (end === undefined) found.endsAt = t('shifts.validation.endRequired');
    const problem = start === undefined || end === undefined ? undefined : shiftProblem(shiftId, start, end, shifts);
    if (problem?.rule === 'endsBeforeStart') found.endsAt = t('shifts.validation.endAfterStart');
    if (problem?.rule === 'tooLong') found.endsAt = t('shifts.validation.tooLong', { hours: problem.hours });
    if (problem?.rule === 'overlaps') found.startsAt = t('shifts.validation.overlaps', { start: format.dateTime(problem.other.startsAt), end: format.dateTime(problem.other.endsAt) });
    setProblems(found);
    if (start === undefined || end === undefined || Object.keys(found).length > 0) return;

    if (shift === null) {
      onSubmit({ action: 'add-shift', body: { expectedVersion, shiftId, startsAt: start.toISOString(), endsAt: end.toISOString(), ...(caregiverId === null ? {} : { caregiverId }) } }, idempotencyKey);
      return;
    }
    const changes = {
      ...(start.getTime() === Date.parse(shift.startsAt) ? {} : { startsAt: start.toISOString() }),
      ...(end.getTime() === Date.parse(shift.endsAt) ? {} : { endsAt: end.toISOString() }),
      ...(caregiverId === shift.caregiverId ? {} : { caregiverId }),
    };
    if (Object.keys(changes).length === 0) return setUnchanged(true);
    onSubmit({ action: 'change-shift', body: { expectedVersion, shiftId, ...changes } }, idempotencyKey);
  };

  const fieldError = (field: Field) => problems[field] ?? (isApiError(error) ? error.fieldError(field) : undefined);
  const shownElsewhere = (['startsAt', 'endsAt', 'caregiverId'] as const).some((field) => fieldError(field) !== undefined);
  const mode = shift === null ? 'add' : 'change';
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t(`shifts.dialogs.${mode}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t(`shifts.dialogs.${mode}.description`)}</DialogContentText>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('shifts.startsAt')}
              type="datetime-local"
              name="startsAt"
              required
              fullWidth
              autoFocus
              value={startsAt}
              onChange={(event) => setStartsAt(event.target.value)}
              error={fieldError('startsAt') !== undefined}
              helperText={fieldError('startsAt')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
            />
            <TextField
              label={t('shifts.endsAt')}
              type="datetime-local"
              name="endsAt"
              required
              fullWidth
              value={endsAt}
              onChange={(event) => setEndsAt(event.target.value)}
              error={fieldError('endsAt') !== undefined}
              helperText={fieldError('endsAt')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startsAt, step: 60 } }}
            />
          </Stack>
          <CaregiverPicker value={caregiverId} valueName={caregiverId === shift?.caregiverId ? shift.caregiverName : null} agencyId={agencyId} error={fieldError('caregiverId')} onChange={setCaregiverId} />
          {unchanged && <Alert severity="warning">{t('shifts.validation.unchanged')}</Alert>}
          {!shownElsewhere && <ErrorAlert error={error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {t(`shifts.dialogs.${mode}.submit`)}
        </Button>
      </DialogActions>
    </Box>
  );
}
