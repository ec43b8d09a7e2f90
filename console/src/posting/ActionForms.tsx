import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { ReasonForm } from '../layout/ReasonForm';
import { isAfterDate, isCalendarDate, nextDay, useCalendarDate } from '../i18n/calendar-dates';

const MAX_REASON_LENGTH = 500;

export interface FormProps {
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (value: string, idempotencyKey: string) => void;
}

export function HoldForm({ pending, error, onClose, onSubmit }: FormProps) {
  const { t } = useTranslation('postings');
  return (
    <ReasonForm
      title={t('dialogs.hold.title')}
      description={t('dialogs.hold.description')}
      label={t('fields.reason')}
      requiredMessage={t('validation.reasonRequired')}
      confirm={t('dialogs.hold.confirm')}
      confirmColor="warning"
      maxLength={MAX_REASON_LENGTH}
      {...{ pending, error, onClose, onSubmit }}
    />
  );
}

/** Closing is final: the reason tells the team and the family why the care will not be arranged here. */
export function CloseForm({ pending, error, onClose, onSubmit }: FormProps) {
  const { t } = useTranslation('postings');
  return (
    <ReasonForm
      title={t('dialogs.close.title')}
      description={t('dialogs.close.description')}
      label={t('fields.reason')}
      requiredMessage={t('validation.reasonRequired')}
      confirm={t('dialogs.close.confirm')}
      confirmColor="error"
      maxLength={MAX_REASON_LENGTH}
      {...{ pending, error, onClose, onSubmit }}
    />
  );
}

/** A date picker that refuses a day not after the current end; the server's other rules come back as its message. */
export function ExtendForm({ currentEndDate, pending, error, onClose, onSubmit }: FormProps & { currentEndDate: string }) {
  const { t } = useTranslation('postings');
  const formatDate = useCalendarDate();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [endDate, setEndDate] = useState('');
  const [localError, setLocalError] = useState<string>();
  const current = formatDate(currentEndDate);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isCalendarDate(endDate)) return setLocalError(t('validation.endDateRequired'));
    if (!isAfterDate(endDate, currentEndDate)) return setLocalError(t('validation.endDateNotLater', { endDate: current }));
    setLocalError(undefined);
    onSubmit(endDate, idempotencyKey);
  };

  const fieldError = localError ?? (isApiError(error) ? error.fieldError('endDate') : undefined);
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t('dialogs.extend.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('dialogs.extend.description', { endDate: current })}</DialogContentText>
        <TextField
          label={t('fields.newEndDate')}
          type="date"
          name="endDate"
          required
          fullWidth
          autoFocus
          value={endDate}
          onChange={(event) => setEndDate(event.target.value)}
          error={fieldError !== undefined}
          helperText={fieldError}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: isCalendarDate(currentEndDate) ? nextDay(currentEndDate) : undefined } }}
        />
        {fieldError === undefined && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {t('dialogs.extend.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
