import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { allowedCaregiverStatusActions, isIdOf, caregiverStatuses, mayActOnCaregiver, type Actor, type CaregiverStatusAction } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type ApiError, type Caregiver, type CaregiverCommand } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useCaregiverAction } from './queries';

/** The server's limit on a decline or off-boarding reason (domain `caregiverRecord`). */
const MAX_STATUS_REASON_LENGTH = 500;

const buttonLook: Record<CaregiverStatusAction, Pick<ButtonProps, 'variant' | 'color'>> = {
  hire: { variant: 'contained', color: 'primary' },
  rehire: { variant: 'contained', color: 'primary' },
  decline: { variant: 'outlined', color: 'warning' },
  offboard: { variant: 'outlined', color: 'error' },
};

type ReasonAction = 'decline' | 'offboard';
const asksReason = (action: CaregiverStatusAction): action is ReasonAction => action === 'decline' || action === 'offboard';

/** The status changes the domain allows from the caregiver's status, for those who may make them. */
export const availableStatusActions = (caregiver: Caregiver, actor: Actor): readonly CaregiverStatusAction[] => {
  if (!isIdOf(caregiverStatuses, caregiver.status)) return [];
  const facts = { agencyId: caregiver.agencyId, userId: caregiver.userId };
  return allowedCaregiverStatusActions(caregiver.status).filter((action) => mayActOnCaregiver(actor, action, facts));
};

export function CaregiverStatusActions({ caregiver, actor }: { caregiver: Caregiver; actor: Actor }) {
  const { t } = useTranslation('caregivers');
  const mutation = useCaregiverAction(caregiver.id);
  const [dialog, setDialog] = useState<ReasonAction | null>(null);
  const [conflict, setConflict] = useState<ApiError | null>(null);
  const actions = availableStatusActions(caregiver, actor);
  const expectedVersion = caregiver.version;

  const run = (command: CaregiverCommand, idempotencyKey: string) => {
    setConflict(null);
    mutation.mutate(
      { command, idempotencyKey },
      {
        onSuccess: () => setDialog(null),
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            setDialog(null);
            setConflict(error);
          }
        },
      },
    );
  };

  const open = (action: CaregiverStatusAction) => {
    mutation.reset();
    setConflict(null);
    if (asksReason(action)) setDialog(action);
    else run({ action, body: { expectedVersion } }, newIdempotencyKey());
  };

  const pendingAction = mutation.isPending ? mutation.variables.command.action : undefined;
  return (
    <Stack spacing={2}>
      {actions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('actions.noneForRole')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button key={action} {...buttonLook[action]} onClick={() => open(action)} disabled={mutation.isPending} loading={pendingAction === action && !asksReason(action)}>
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Stack>
      )}
      {conflict !== null && (
        <Alert severity="warning" onClose={() => setConflict(null)}>
          {t('conflict', { expected: conflict.conflict?.expectedVersion ?? expectedVersion, actual: conflict.conflict?.actualVersion ?? '?' })}
        </Alert>
      )}
      {dialog === null && conflict === null && <ErrorAlert error={mutation.error} />}
      <Dialog open={dialog !== null} onClose={() => setDialog(null)} fullWidth maxWidth="xs">
        {dialog !== null && (
          <OptionalReasonForm
            action={dialog}
            pending={mutation.isPending}
            error={mutation.error}
            onClose={() => setDialog(null)}
            onSubmit={(reason, key) => run({ action: dialog, body: { expectedVersion, reason } }, key)}
          />
        )}
      </Dialog>
    </Stack>
  );
}

interface OptionalReasonFormProps {
  action: ReasonAction;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (reason: string | null, idempotencyKey: string) => void;
}

/** Declining or off boarding: the domain takes an optional reason, kept with the status. */
function OptionalReasonForm({ action, pending, error, onClose, onSubmit }: OptionalReasonFormProps) {
  const { t } = useTranslation('caregivers');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(reason.trim() === '' ? null : reason.trim(), idempotencyKey);
  };
  const fieldError = isApiError(error) ? error.fieldError('reason') : undefined;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t(`dialogs.${action}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t(`dialogs.${action}.description`)}</DialogContentText>
        <TextField
          label={t('fields.statusReason')}
          name="reason"
          fullWidth
          multiline
          minRows={3}
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={fieldError !== undefined}
          helperText={fieldError ?? t('hints.optionalReason', { length: reason.length, max: MAX_STATUS_REASON_LENGTH })}
          slotProps={{ htmlInput: { maxLength: MAX_STATUS_REASON_LENGTH } }}
        />
        {fieldError === undefined && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" color={buttonLook[action].color} loading={pending}>
          {t(`dialogs.${action}.confirm`)}
        </Button>
      </DialogActions>
    </Box>
  );
}
