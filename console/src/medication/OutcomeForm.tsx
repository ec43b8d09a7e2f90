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
  MAX_DOSE_LENGTH,
  MAX_MEDICATION_COMMENT_LENGTH,
  MAX_MEDICATION_NAME_LENGTH,
  MedicationAdministrationState,
  isIdOf,
  medicationAdministrationStates,
  medicationNotAdministeredReasons,
  medicationReasonRequiresComment,
} from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type MedicationAdministration, type MedicationOutcome, type NewMedicationAdministration } from '../api';
import { fromLocalInput, pastInstantFrom, toLocalInput } from '../assessment/datetime';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useMedicationLabels } from './labels';

const FIELDS = ['medicationName', 'dose', 'scheduledAt', 'status', 'reasonId', 'comment', 'administeredAt'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field, string>>;

/** A new dose's fields as a due dose knows them (`DoseDueActions`): the form opens on them, the outcome still to choose or confirm. */
export interface OutcomePrefill {
  medicationName: string;
  dose: string;
  /** ISO instant the dose was due. */
  scheduledAt: string;
  status?: MedicationOutcome['status'];
}

interface OutcomeFormProps {
  /** The record being corrected; absent when a new dose is recorded. */
  corrected?: MedicationAdministration;
  prefill?: OutcomePrefill;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onRecord?: (values: NewMedicationAdministration, idempotencyKey: string) => void;
  onCorrect?: (values: MedicationOutcome, idempotencyKey: string) => void;
}

const localOf = (instant: string | null | undefined) => (instant == null ? '' : toLocalInput(new Date(instant)));

/**
 * A dose's outcome with the domain's rules between fields (`domain/src/medication/outcome-rules.ts`):
 * a reason exactly when the dose was not given, a comment for a missed dose or one held for
 * parameters, a time exactly when it was given, and never in the future.
 */
export function OutcomeForm({ corrected, prefill, pending, error, onClose, onRecord, onCorrect }: OutcomeFormProps) {
  const { t } = useTranslation('medications');
  const labels = useMedicationLabels();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [medicationName, setMedicationName] = useState(prefill?.medicationName ?? '');
  const [dose, setDose] = useState(prefill?.dose ?? '');
  const [scheduledAt, setScheduledAt] = useState(() => toLocalInput(prefill === undefined ? new Date() : new Date(prefill.scheduledAt)));
  const [status, setStatus] = useState(corrected !== undefined ? String(corrected.status) : prefill?.status !== undefined ? String(prefill.status) : '');
  const [reason, setReason] = useState(corrected?.reasonId == null ? '' : String(corrected.reasonId));
  const [comment, setComment] = useState(corrected?.comment ?? '');
  const [administeredAt, setAdministeredAt] = useState(() => localOf(corrected?.administeredAt));
  const [localErrors, setLocalErrors] = useState<Errors>({});

  const statusId = isIdOf(medicationAdministrationStates, Number(status)) && status !== '' ? (Number(status) as MedicationOutcome['status']) : undefined;
  const reasonId = isIdOf(medicationNotAdministeredReasons, Number(reason)) && reason !== '' ? (Number(reason) as NonNullable<MedicationOutcome['reasonId']>) : undefined;
  const notGiven = statusId === MedicationAdministrationState.NOT_ADMINISTERED;
  const given = statusId === MedicationAdministrationState.ADMINISTERED;
  const commentRequired = notGiven && reasonId !== undefined && medicationReasonRequiresComment(reasonId);

  const validate = (): Errors => {
    const errors: Errors = {};
    if (corrected === undefined) {
      if (medicationName.trim() === '') errors.medicationName = t('validation.medicationNameRequired');
      if (dose.trim() === '') errors.dose = t('validation.doseRequired');
      if (fromLocalInput(scheduledAt) === undefined) errors.scheduledAt = t('validation.scheduledAtRequired');
    }
    if (statusId === undefined) errors.status = t('validation.statusRequired');
    if (notGiven && reasonId === undefined) errors.reasonId = t('validation.reasonRequired');
    if (commentRequired && comment.trim() === '') errors.comment = t('validation.commentRequired', { reason: labels.reason(reasonId ?? null) });
    if (given) {
      const at = pastInstantFrom(administeredAt);
      if (at === 'required') errors.administeredAt = t('validation.administeredAtRequired');
      else if (at === 'future') errors.administeredAt = t('validation.administeredAtInFuture');
    }
    return errors;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate();
    setLocalErrors(errors);
    if (statusId === undefined || Object.keys(errors).length > 0) return;
    // Only the fields the chosen outcome allows: the server refuses a reason or a time that does not belong.
    const outcome: MedicationOutcome = {
      status: statusId,
      reasonId: notGiven ? (reasonId ?? null) : null,
      comment: comment.trim() === '' ? null : comment.trim(),
      administeredAt: given ? (fromLocalInput(administeredAt)?.toISOString() ?? null) : null,
    };
    if (corrected !== undefined) onCorrect?.(outcome, idempotencyKey);
    else onRecord?.({ medicationName: medicationName.trim(), dose: dose.trim(), scheduledAt: fromLocalInput(scheduledAt)?.toISOString() ?? '', ...outcome }, idempotencyKey);
  };

  const edited = (...fields: Field[]) => setLocalErrors((errors) => ({ ...errors, ...Object.fromEntries(fields.map((field) => [field, undefined])) }));
  const shown = (field: Field) => localErrors[field] ?? (isApiError(error) ? error.fieldError(field) : undefined);
  const anyFieldError = FIELDS.some((field) => shown(field) !== undefined);
  const mode = corrected === undefined ? 'record' : 'correct';

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t(`dialogs.${mode}.title`)}</DialogTitle>
      <DialogContent>
        {corrected !== undefined && (
          <DialogContentText sx={{ mb: 2 }}>
            {t('dialogs.correct.description')} ({corrected.medicationName}, {corrected.dose})
          </DialogContentText>
        )}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {corrected === undefined && (
            <>
              <TextField
                label={t('fields.medicationName')}
                name="medicationName"
                required
                fullWidth
                autoFocus={prefill === undefined}
                value={medicationName}
                onChange={(event) => {
                  setMedicationName(event.target.value);
                  edited('medicationName');
                }}
                error={shown('medicationName') !== undefined}
                helperText={shown('medicationName')}
                slotProps={{ htmlInput: { maxLength: MAX_MEDICATION_NAME_LENGTH } }}
              />
              <TextField
                label={t('fields.dose')}
                name="dose"
                required
                fullWidth
                value={dose}
                onChange={(event) => {
                  setDose(event.target.value);
                  edited('dose');
                }}
                error={shown('dose') !== undefined}
                helperText={shown('dose')}
                slotProps={{ htmlInput: { maxLength: MAX_DOSE_LENGTH } }}
              />
              <TextField
                label={t('fields.scheduledAt')}
                name="scheduledAt"
                type="datetime-local"
                required
                fullWidth
                value={scheduledAt}
                onChange={(event) => {
                  setScheduledAt(event.target.value);
                  edited('scheduledAt');
                }}
                error={shown('scheduledAt') !== undefined}
                helperText={shown('scheduledAt')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </>
          )}
          <TextField
            select
            label={t('fields.status')}
            name="status"
            required
            fullWidth
            autoFocus={corrected !== undefined || prefill !== undefined}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              edited('status', 'reasonId', 'comment', 'administeredAt');
            }}
            error={shown('status') !== undefined}
            helperText={shown('status')}
          >
            {medicationAdministrationStates.map((entry) => (
              <MenuItem key={entry.id} value={String(entry.id)}>
                {labels.status(entry.id)}
              </MenuItem>
            ))}
          </TextField>
          {notGiven && (
            <TextField
              select
              label={t('fields.reasonId')}
              name="reasonId"
              required
              fullWidth
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                edited('reasonId', 'comment');
              }}
              error={shown('reasonId') !== undefined}
              helperText={shown('reasonId')}
            >
              {medicationNotAdministeredReasons.map((entry) => (
                <MenuItem key={entry.id} value={String(entry.id)}>
                  {labels.reason(entry.id)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {given && (
            <TextField
              label={t('fields.administeredAt')}
              name="administeredAt"
              type="datetime-local"
              required
              fullWidth
              value={administeredAt}
              onChange={(event) => {
                setAdministeredAt(event.target.value);
                edited('administeredAt');
              }}
              error={shown('administeredAt') !== undefined}
              helperText={shown('administeredAt')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: toLocalInput(new Date()) } }}
            />
          )}
          <TextField
            label={t('fields.comment')}
            name="comment"
            required={commentRequired}
            fullWidth
            multiline
            minRows={2}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              edited('comment');
            }}
            error={shown('comment') !== undefined}
            helperText={
              shown('comment') ??
              (commentRequired ? t('hints.commentRequired') : t('hints.commentOptional', { length: comment.length, max: MAX_MEDICATION_COMMENT_LENGTH }))
            }
            slotProps={{ htmlInput: { maxLength: MAX_MEDICATION_COMMENT_LENGTH } }}
          />
        </Stack>
        {!anyFieldError && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {t(`dialogs.${mode}.confirm`)}
        </Button>
      </DialogActions>
    </Box>
  );
}
