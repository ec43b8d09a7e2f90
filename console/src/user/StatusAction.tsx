import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MAX_USER_DISABLE_REASON_LENGTH, UserStatus } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, type Login } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useSetUserStatus } from './queries';

/** Disable an active account or enable a disabled one, after a confirmation that names it. */
export function UserStatusAction({ login }: { login: Login }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const action = login.status === UserStatus.ACTIVE ? 'disable' : 'activate';
  return (
    <>
      <Button
        size="small"
        color={action === 'disable' ? 'error' : 'primary'}
        aria-label={t(`status_actions.${action}Label`, { name: login.name })}
        onClick={(event) => {
          // The grid opens a row on click: this button acts on its own.
          event.stopPropagation();
          setOpen(true);
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {t(`status_actions.${action}`)}
      </Button>
      {/* React events bubble out of the portal into the grid's row: keep them in the dialog. */}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {open && <ConfirmStatus titleId={titleId} login={login} action={action} onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

interface ConfirmStatusProps {
  titleId: string;
  login: Login;
  action: 'disable' | 'activate';
  onClose: () => void;
}

function ConfirmStatus({ titleId, login, action, onClose }: ConfirmStatusProps) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const [reason, setReason] = useState('');
  const change = useSetUserStatus();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate({ id: login.id, action, expectedVersion: login.version, reason: reason.trim() }, { onSuccess: onClose });
  };
  const reasonError = isApiError(change.error) ? change.error.fieldError('reason') : undefined;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(`status_actions.${action}Title`, { name: login.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: action === 'disable' ? 2 : 0 }}>{t(`status_actions.${action}Text`, { email: login.email })}</DialogContentText>
        {action === 'disable' && (
          <TextField
            label={t('status_actions.reason')}
            name="reason"
            fullWidth
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError !== undefined}
            helperText={reasonError ?? `${reason.length}/${MAX_USER_DISABLE_REASON_LENGTH}`}
            slotProps={{ htmlInput: { maxLength: MAX_USER_DISABLE_REASON_LENGTH } }}
          />
        )}
        {reasonError === undefined && <ErrorAlert error={change.error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="contained" color={action === 'disable' ? 'error' : 'primary'} loading={change.isPending}>
          {t(action === 'disable' ? 'status_actions.confirmDisable' : 'status_actions.confirmActivate')}
        </Button>
      </DialogActions>
    </Box>
  );
}
