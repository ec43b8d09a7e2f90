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
import { closeReasonRequiresComment, isIdOf, referralCloseReasons, type ReferralCloseReasonId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { isCalendarDate, useCalendarDate } from '../i18n/calendar-dates';
import { serverToday } from './dates';

/** The server's limit on a close comment (domain `referralRecord`). */
export const MAX_CLOSE_COMMENT_LENGTH = 1000;

export interface CloseValues {
  reasonId: ReferralCloseReasonId;
  comment: string | null;
  /** YYYY-MM-DD. */
  dischargeDate: string;
}

type Field = 'reasonId' | 'dischargeDate' | 'comment';

interface CloseFormProps {
  /** The recorded hospital admission: a discharge cannot precede it. */
  admittedOn: string | null;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (values: CloseValues, idempotencyKey: string) => void;
}

/**
 * The close dialog's body: how the referral ended (the domain's close reasons), the discharge
 * date, and a comment that "other" cannot do without.
 */
export function CloseForm({ admittedOn, pending, error, onClose, onSubmit }: CloseFormProps) {
  const { t } = useTranslation('referrals');
  const formatDate = useCalendarDate();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [today] = useState(serverToday);
  const [reason, setReason] = useState('');
  const [dischargeDate, setDischargeDate] = useState(today);
  const [comment, setComment] = useState('');
  const [localErrors, setLocalErrors] = useState<Partial<Record<Field, string>>>({});

  const picked = reason === '' ? undefined : Number(reason);
  const reasonId = isIdOf(referralCloseReasons, picked) ? picked : undefined;
  const commentRequired = reasonId !== undefined && closeReasonRequiresComment(reasonId);

  const validate = (): Partial<Record<Field, string>> => {
    const errors: Partial<Record<Field, string>> = {};
    if (reasonId === undefined) errors.reasonId = t('validation.closeReasonRequired');
    if (!isCalendarDate(dischargeDate)) errors.dischargeDate = t('validation.dischargeDateRequired');
    else if (dischargeDate > today) errors.dischargeDate = t('validation.dateInFuture', { today: formatDate(today) });
    else if (admittedOn !== null && dischargeDate < admittedOn) errors.dischargeDate = t('validation.dischargeBeforeAdmission', { date: formatDate(admittedOn) });
    if (commentRequired && comment.trim() === '') errors.comment = t('validation.commentRequiredForOther');
    return errors;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate();
    setLocalErrors(errors);
    if (reasonId === undefined || Object.keys(errors).length > 0) return;
    onSubmit({ reasonId, dischargeDate, comment: comment.trim() === '' ? null : comment.trim() }, idempotencyKey);
  };

  const edited = (field: Field) => setLocalErrors((errors) => ({ ...errors, [field]: undefined }));
  const serverError = (field: Field) => (isApiError(error) ? error.fieldError(field) : undefined);
  const shown = (field: Field) => localErrors[field] ?? serverError(field);
  const anyFieldError = (['reasonId', 'dischargeDate', 'comment'] as const).some((field) => shown(field) !== undefined);

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t('dialogs.close.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('dialogs.close.description')}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            select
            label={t('fields.closeReason')}
            name="reasonId"
            required
            fullWidth
            autoFocus
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setLocalErrors((errors) => ({ ...errors, reasonId: undefined, comment: undefined }));
            }}
            error={shown('reasonId') !== undefined}
            helperText={shown('reasonId')}
          >
            {referralCloseReasons.map((entry) => (
              <MenuItem key={entry.id} value={String(entry.id)}>
                {t(`closeReasons.${entry.key}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('fields.dischargeDate')}
            type="date"
            name="dischargeDate"
            required
            fullWidth
            value={dischargeDate}
            onChange={(event) => {
              setDischargeDate(event.target.value);
              edited('dischargeDate');
            }}
            error={shown('dischargeDate') !== undefined}
            helperText={shown('dischargeDate')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, min: admittedOn ?? undefined } }}
          />
          <TextField
            label={t('fields.comment')}
            name="comment"
            required={commentRequired}
            fullWidth
            multiline
            minRows={3}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              edited('comment');
            }}
            error={shown('comment') !== undefined}
            helperText={
              shown('comment') ??
              (commentRequired ? t('hints.commentRequired') : t('hints.commentOptional', { length: comment.length, max: MAX_CLOSE_COMMENT_LENGTH }))
            }
            slotProps={{ htmlInput: { maxLength: MAX_CLOSE_COMMENT_LENGTH } }}
          />
        </Stack>
        {!anyFieldError && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        {/* "Cancel", not "Close": beside "Close referral" the common word would read as the action. */}
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" color="error" loading={pending}>
          {t('dialogs.close.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
