import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  MAX_ORDER_DOSE_LENGTH,
  MAX_ORDER_DRUG_LENGTH,
  MAX_ORDER_INSTRUCTIONS_LENGTH,
  MAX_ORDER_TIMES_OF_DAY,
  isIdOf,
  medicationRoutes,
  type MedicationRouteId,
} from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type MedicationOrder, type MedicationOrderTermsChange, type NewMedicationOrder } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useMedicationLabels } from './labels';

const FIELDS = ['drug', 'dose', 'routeId', 'timesOfDay', 'startDate', 'endDate', 'instructions'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * Times as a person types them ("8:00, 20:00 12:30") in the order of the day, each once, two-digit
 * hours: undefined unless there are 1 to 8 and every one is a 24-hour time.
 */
export const parseTimesOfDay = (text: string): string[] | undefined => {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  const times = parts.map((part) => TIME.exec(part)).map((match) => (match === null ? undefined : `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? ''}`));
  if (times.some((time) => time === undefined)) return undefined;
  const sorted = [...new Set(times as string[])].sort();
  return sorted.length >= 1 && sorted.length <= MAX_ORDER_TIMES_OF_DAY ? sorted : undefined;
};

interface OrderFormProps {
  /** The order being changed; absent when a new one is written. */
  changed?: MedicationOrder;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onCreate?: (order: NewMedicationOrder, idempotencyKey: string) => void;
  onChange?: (change: MedicationOrderTermsChange, idempotencyKey: string) => void;
}

/** A medication order's terms: all of them for a new order; for a running one, what may change (dose, times, end, instructions), sent only if changed. */
export function OrderForm({ changed, pending, error, onClose, onCreate, onChange }: OrderFormProps) {
  const { t } = useTranslation('medications');
  const labels = useMedicationLabels();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [drug, setDrug] = useState('');
  const [dose, setDose] = useState(changed?.dose ?? '');
  const [route, setRoute] = useState('');
  const [times, setTimes] = useState(changed?.timesOfDay.join(', ') ?? '');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState(changed?.endDate ?? '');
  const [instructions, setInstructions] = useState(changed?.instructions ?? '');
  const [localErrors, setLocalErrors] = useState<Errors>({});
  const start = changed?.startDate ?? startDate;

  const validate = (): Errors => {
    const errors: Errors = {};
    if (changed === undefined) {
      if (drug.trim() === '') errors.drug = t('orders.validation.drugRequired');
      if (!isIdOf(medicationRoutes, Number(route)) || route === '') errors.routeId = t('orders.validation.routeRequired');
      if (startDate === '') errors.startDate = t('orders.validation.startDateRequired');
    }
    if (dose.trim() === '') errors.dose = t('orders.validation.doseRequired');
    if (parseTimesOfDay(times) === undefined) errors.timesOfDay = t('orders.validation.timesOfDayInvalid');
    if (endDate !== '' && start !== '' && endDate < start) errors.endDate = t('orders.validation.endBeforeStart');
    return errors;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate();
    setLocalErrors(errors);
    const timesOfDay = parseTimesOfDay(times);
    if (Object.keys(errors).length > 0 || timesOfDay === undefined) return;
    const terms = { dose: dose.trim(), timesOfDay, endDate: endDate === '' ? null : endDate, instructions: instructions.trim() === '' ? null : instructions.trim() };
    if (changed === undefined) {
      onCreate?.({ drug: drug.trim(), routeId: Number(route) as MedicationRouteId, startDate, ...terms }, idempotencyKey);
      return;
    }
    // Only what differs from the order on screen: the server refuses a change that changes nothing, and says so.
    const change: MedicationOrderTermsChange = {
      ...(terms.dose === changed.dose ? {} : { dose: terms.dose }),
      ...(terms.timesOfDay.join() === changed.timesOfDay.join() ? {} : { timesOfDay: terms.timesOfDay }),
      ...(terms.endDate === changed.endDate ? {} : { endDate: terms.endDate }),
      ...(terms.instructions === changed.instructions ? {} : { instructions: terms.instructions }),
    };
    onChange?.(change, idempotencyKey);
  };

  const edited = (field: Field) => setLocalErrors((errors) => ({ ...errors, [field]: undefined }));
  const serverError = (field: Field) => (isApiError(error) ? error.fieldErrors.find((entry) => entry.path === field || entry.path.startsWith(`${field}.`))?.message : undefined);
  const shown = (field: Field) => localErrors[field] ?? serverError(field);
  const anyFieldError = FIELDS.some((field) => shown(field) !== undefined);
  const mode = changed === undefined ? 'create' : 'change';

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t(`orders.dialogs.${mode}.title`)}</DialogTitle>
      <DialogContent>
        {changed !== undefined && (
          <DialogContentText sx={{ mb: 2 }}>
            {t('orders.dialogs.change.description')} ({changed.drug}, {labels.route(changed.routeId)})
          </DialogContentText>
        )}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {changed === undefined && (
            <TextField
              label={t('orders.fields.drug')}
              name="drug"
              required
              fullWidth
              autoFocus
              value={drug}
              onChange={(event) => {
                setDrug(event.target.value);
                edited('drug');
              }}
              error={shown('drug') !== undefined}
              helperText={shown('drug')}
              slotProps={{ htmlInput: { maxLength: MAX_ORDER_DRUG_LENGTH } }}
            />
          )}
          <TextField
            label={t('orders.fields.dose')}
            name="dose"
            required
            fullWidth
            autoFocus={changed !== undefined}
            value={dose}
            onChange={(event) => {
              setDose(event.target.value);
              edited('dose');
            }}
            error={shown('dose') !== undefined}
            helperText={shown('dose')}
            slotProps={{ htmlInput: { maxLength: MAX_ORDER_DOSE_LENGTH } }}
          />
          {changed === undefined && (
            <TextField
              select
              label={t('orders.fields.routeId')}
              name="routeId"
              required
              fullWidth
              value={route}
              onChange={(event) => {
                setRoute(event.target.value);
                edited('routeId');
              }}
              error={shown('routeId') !== undefined}
              helperText={shown('routeId')}
            >
              {medicationRoutes.map((entry) => (
                <MenuItem key={entry.id} value={String(entry.id)}>
                  {labels.route(entry.id)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={t('orders.fields.timesOfDay')}
            name="timesOfDay"
            required
            fullWidth
            placeholder="08:00, 20:00"
            value={times}
            onChange={(event) => {
              setTimes(event.target.value);
              edited('timesOfDay');
            }}
            error={shown('timesOfDay') !== undefined}
            helperText={shown('timesOfDay') ?? t('orders.hints.timesOfDay')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {changed === undefined && (
              <TextField
                label={t('orders.fields.startDate')}
                name="startDate"
                type="date"
                required
                fullWidth
                value={startDate}
                onChange={(event) => {
                  setStartDate(event.target.value);
                  edited('startDate');
                }}
                error={shown('startDate') !== undefined}
                helperText={shown('startDate')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
            <TextField
              label={t('orders.fields.endDate')}
              name="endDate"
              type="date"
              fullWidth
              value={endDate}
              onChange={(event) => {
                setEndDate(event.target.value);
                edited('endDate');
              }}
              error={shown('endDate') !== undefined}
              helperText={shown('endDate') ?? t('orders.hints.endDate')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: start === '' ? undefined : start } }}
            />
          </Stack>
          <TextField
            label={t('orders.fields.instructions')}
            name="instructions"
            fullWidth
            multiline
            minRows={2}
            value={instructions}
            onChange={(event) => {
              setInstructions(event.target.value);
              edited('instructions');
            }}
            error={shown('instructions') !== undefined}
            helperText={shown('instructions') ?? t('orders.hints.instructions', { length: instructions.length, max: MAX_ORDER_INSTRUCTIONS_LENGTH })}
            slotProps={{ htmlInput: { maxLength: MAX_ORDER_INSTRUCTIONS_LENGTH } }}
          />
        </Stack>
        {!anyFieldError && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {t(`orders.dialogs.${mode}.confirm`)}
        </Button>
      </DialogActions>
    </Box>
  );
}
