import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MAX_BATCH_VOID_REASON_LENGTH, type CardBatchActionId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type CardBatch, type CardBatchCommand } from '../api';
import { shortId } from '../assessment/datetime';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useMoney } from './money';

interface ConfirmCardBatchFormProps {
  /** The dialog around the form is labelled by its title and described by what will happen. */
  titleId: string;
  descriptionId: string;
  action: CardBatchActionId;
  batch: CardBatch;
  confirmColor: ButtonProps['color'];
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (command: CardBatchCommand, idempotencyKey: string) => void;
}

/** The confirmation of a settle or a void: what happens to which payments, and for a void an optional reason. */
export function ConfirmCardBatchForm({ titleId, descriptionId, action, batch, confirmColor, pending, error, onClose, onSubmit }: ConfirmCardBatchFormProps) {
  const { t } = useTranslation('billing');
  const { money } = useMoney();
  // One key per dialog: pressing the button again after a lost answer cannot act twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [reason, setReason] = useState('');
  const expectedVersion = batch.version;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = reason.trim();
    onSubmit(action === 'settle' ? { action, body: { expectedVersion } } : { action, body: { expectedVersion, reason: trimmed === '' ? null : trimmed } }, idempotencyKey);
  };

  const fieldError = isApiError(error) ? error.fieldError('reason') : undefined;
  const values = { count: batch.paymentCount, total: money(batch.totalCents), id: shortId(batch.id) };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>{t(`cardBatches.confirm.${action}.title`, values)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {t(`cardBatches.confirm.${action}.description`, values)}
        </DialogContentText>
        {action === 'void' && (
          <TextField
            label={t('cardBatches.fields.voidReason')}
            name="reason"
            fullWidth
            multiline
            minRows={2}
            autoFocus
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={fieldError !== undefined}
            helperText={fieldError ?? t('cardBatches.confirm.optionalReason', { length: reason.length, max: MAX_BATCH_VOID_REASON_LENGTH })}
            slotProps={{ htmlInput: { maxLength: MAX_BATCH_VOID_REASON_LENGTH } }}
          />
        )}
        {fieldError === undefined && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" color={confirmColor} loading={pending}>
          {t(`cardBatches.confirm.${action}.confirm`)}
        </Button>
      </DialogActions>
    </Box>
  );
}
