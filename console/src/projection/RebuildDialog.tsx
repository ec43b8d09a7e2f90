import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';

interface RebuildDialogProps {
  /** The read model to rebuild; the dialog is closed without one. */
  name: string | null;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (name: string, idempotencyKey: string) => void;
}

/** Says what a rebuild does (rebuild-projector: a replay into fresh tables, then a swap) before it is asked for. */
export function RebuildDialog({ name, pending, error, onClose, onConfirm }: RebuildDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open={name !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} aria-describedby={descriptionId}>
      {name !== null && (
        <RebuildForm name={name} titleId={titleId} descriptionId={descriptionId} pending={pending} error={error} onClose={onClose} onConfirm={onConfirm} />
      )}
    </Dialog>
  );
}

interface RebuildFormProps extends Omit<RebuildDialogProps, 'name'> {
  name: string;
  titleId: string;
  descriptionId: string;
}

function RebuildForm({ name, titleId, descriptionId, pending, error, onClose, onConfirm }: RebuildFormProps) {
  const { t } = useTranslation('projections');
  // One key per dialog: confirming again after a lost answer asks for the same rebuild.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(name, idempotencyKey);
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>{t('rebuild.title', { name })}</DialogTitle>
      <DialogContent>
        <Box id={descriptionId}>
          <DialogContentText sx={{ mb: 1 }}>{t('rebuild.replay')}</DialogContentText>
          <DialogContentText sx={{ mb: 1 }}>{t('rebuild.keepsServing')}</DialogContentText>
          <DialogContentText>{t('rebuild.duration')}</DialogContentText>
        </Box>
        <ErrorAlert error={error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" color="warning" loading={pending}>
          {t('rebuild.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
