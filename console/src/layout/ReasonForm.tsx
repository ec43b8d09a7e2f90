import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey } from '../api';
import { ErrorAlert } from './ErrorAlert';

export interface ReasonFormProps {
  title: string;
  description: string;
  label: string;
  requiredMessage: string;
  confirm: string;
  confirmColor: ButtonProps['color'];
  maxLength: number;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (reason: string, idempotencyKey: string) => void;
}

/** A dialog's body asking why (a cancel, a hold): the reason is required, its length counted, the server's field error shown under it. */
export function ReasonForm({ title, description, label, requiredMessage, confirm, confirmColor, maxLength, pending, error, onClose, onSubmit }: ReasonFormProps) {
  const { t } = useTranslation('common');
  // One key per dialog: pressing the button again after a lost answer cannot act twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [reason, setReason] = useState('');
  const [localError, setLocalError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim() === '') return setLocalError(requiredMessage);
    setLocalError(undefined);
    onSubmit(reason.trim(), idempotencyKey);
  };

  const fieldError = localError ?? (isApiError(error) ? error.fieldError('reason') : undefined);
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        <TextField
          label={label}
          name="reason"
          required
          fullWidth
          multiline
          minRows={3}
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={fieldError !== undefined}
          helperText={fieldError ?? `${reason.length}/${maxLength}`}
          slotProps={{ htmlInput: { maxLength } }}
        />
        {fieldError === undefined && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button type="submit" variant="contained" color={confirmColor} loading={pending}>
          {confirm}
        </Button>
      </DialogActions>
    </Box>
  );
}
