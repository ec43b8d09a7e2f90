import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AgencyStanding, agencyStandings, mayActOnAgency, type Actor, type AgencyStandingId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Agency, type AgencyCommand, type ApiError } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { ReasonForm } from '../layout/ReasonForm';
import { useAgencyAction } from './queries';
import { useStandingLabel } from './standing';

/** The server's limit on a standing reason (domain `agencyRecord`). */
const MAX_STANDING_REASON_LENGTH = 500;

type DialogKind = 'change-standing' | 'reinstate';

/**
 * A terminated agency is only reinstated (to probationary); any other is moved to another level.
 * Both need a reason and are the administrators' decisions (domain `mayActOnAgency`).
 */
export function AgencyStandingActions({ agency, actor }: { agency: Agency; actor: Actor }) {
  const { t } = useTranslation('agencies');
  const mutation = useAgencyAction(agency.id);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [conflict, setConflict] = useState<ApiError | null>(null);
  const terminated = agency.standing === AgencyStanding.TERMINATED;
  const action: DialogKind = terminated ? 'reinstate' : 'change-standing';
  const allowed = mayActOnAgency(actor, action, { agencyId: agency.id });
  const expectedVersion = agency.version;

  const run = (command: AgencyCommand, idempotencyKey: string) => {
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

  return (
    <Stack spacing={2}>
      {allowed ? (
        <Button
          variant={terminated ? 'contained' : 'outlined'}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            mutation.reset();
            setConflict(null);
            setDialog(action);
          }}
        >
          {t(`actions.${action}`)}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('actions.noneForRole')}
        </Typography>
      )}
      {conflict !== null && (
        <Alert severity="warning" onClose={() => setConflict(null)}>
          {t('conflict', { expected: conflict.conflict?.expectedVersion ?? expectedVersion, actual: conflict.conflict?.actualVersion ?? '?' })}
        </Alert>
      )}
      <Dialog open={dialog !== null} onClose={() => setDialog(null)} fullWidth maxWidth="xs">
        {dialog === 'reinstate' && (
          <ReasonForm
            title={t('dialogs.reinstate.title')}
            description={t('dialogs.reinstate.description')}
            label={t('fields.reason')}
            requiredMessage={t('validation.reasonRequired')}
            confirm={t('dialogs.reinstate.confirm')}
            confirmColor="primary"
            maxLength={MAX_STANDING_REASON_LENGTH}
            pending={mutation.isPending}
            error={mutation.error}
            onClose={() => setDialog(null)}
            onSubmit={(reason, key) => run({ action: 'reinstate', body: { expectedVersion, reason } }, key)}
          />
        )}
        {dialog === 'change-standing' && (
          <StandingForm
            current={agency.standing}
            pending={mutation.isPending}
            error={mutation.error}
            onClose={() => setDialog(null)}
            onSubmit={(level, reason, key) => run({ action: 'change-standing', body: { expectedVersion, level, reason } }, key)}
          />
        )}
      </Dialog>
    </Stack>
  );
}

interface StandingFormProps {
  current: number;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (level: AgencyStandingId, reason: string, idempotencyKey: string) => void;
}

function StandingForm({ current, pending, error, onClose, onSubmit }: StandingFormProps) {
  const { t } = useTranslation('agencies');
  const label = useStandingLabel();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [level, setLevel] = useState('');
  const [reason, setReason] = useState('');
  const [localErrors, setLocalErrors] = useState<{ level?: string; reason?: string }>({});
  // The domain refuses a change to the level the agency already has.
  const choices = agencyStandings.filter((entry) => entry.id !== current);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = choices.find((entry) => String(entry.id) === level)?.id;
    const errors = {
      level: chosen === undefined ? t('validation.levelRequired') : undefined,
      reason: reason.trim() === '' ? t('validation.reasonRequired') : undefined,
    };
    setLocalErrors(errors);
    if (chosen === undefined || errors.reason !== undefined) return;
    onSubmit(chosen, reason.trim(), idempotencyKey);
  };
  const shown = (field: 'level' | 'reason') => localErrors[field] ?? (isApiError(error) ? error.fieldError(field) : undefined);

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t('dialogs.changeStanding.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('dialogs.changeStanding.description', { current: label(current) })}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            select
            label={t('fields.level')}
            name="level"
            required
            fullWidth
            autoFocus
            value={level}
            onChange={(event) => {
              setLevel(event.target.value);
              setLocalErrors((errors) => ({ ...errors, level: undefined }));
            }}
            error={shown('level') !== undefined}
            helperText={shown('level')}
          >
            {choices.map((entry) => (
              <MenuItem key={entry.id} value={String(entry.id)}>
                {label(entry.id)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('fields.reason')}
            name="reason"
            required
            fullWidth
            multiline
            minRows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setLocalErrors((errors) => ({ ...errors, reason: undefined }));
            }}
            error={shown('reason') !== undefined}
            helperText={shown('reason') ?? `${reason.length}/${MAX_STANDING_REASON_LENGTH}`}
            slotProps={{ htmlInput: { maxLength: MAX_STANDING_REASON_LENGTH } }}
          />
        </Stack>
        {shown('level') === undefined && shown('reason') === undefined && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {t('dialogs.changeStanding.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
