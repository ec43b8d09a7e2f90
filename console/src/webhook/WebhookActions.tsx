import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useRotateWebhookSecret, useWebhookAction } from './queries';
import { SecretOnce } from './SecretOnce';

type Confirmed = 'rotate' | 'delete';

/** Pause or resume at once; rotating the secret and deleting change what the receiver can check, so they are confirmed first. */
export function WebhookActions({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation('webhooks');
  const action = useWebhookAction();
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const titleId = useId();
  // A pause for failures is cleared by resuming, as the owner's own pause is.
  const toggle = webhook.status === 'active' ? 'pause' : 'resume';
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => action.mutate({ id: webhook.id, action: toggle })} loading={action.isPending} aria-label={t(`actions.${toggle}Label`, { url: webhook.url })}>
          {t(`actions.${toggle}`)}
        </Button>
        <Button size="small" onClick={() => setConfirming('rotate')} aria-label={t('actions.rotateLabel', { url: webhook.url })}>
          {t('actions.rotate')}
        </Button>
        <Button size="small" color="error" onClick={() => setConfirming('delete')} aria-label={t('actions.deleteLabel', { url: webhook.url })}>
          {t('actions.delete')}
        </Button>
      </Stack>
      <ErrorAlert error={action.error} />
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        {confirming === 'rotate' && <ConfirmRotate titleId={titleId} webhook={webhook} onClose={() => setConfirming(null)} />}
        {confirming === 'delete' && <ConfirmDelete titleId={titleId} webhook={webhook} onClose={() => setConfirming(null)} />}
      </Dialog>
    </Stack>
  );
}

function ConfirmRotate({ titleId, webhook, onClose }: { titleId: string; webhook: Webhook; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const { t: tc } = useTranslation('common');
  const rotate = useRotateWebhookSecret();
  return (
    <>
      <DialogTitle id={titleId}>{t('actions.rotateTitle')}</DialogTitle>
      <DialogContent>
        {rotate.data ? (
          <SecretOnce secret={rotate.data.secret} message={t('secret.rotatedOnce')} />
        ) : (
          <DialogContentText>{t('actions.rotateText', { url: webhook.url })}</DialogContentText>
        )}
        <ErrorAlert error={rotate.error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        {rotate.data ? (
          <Button variant="contained" onClick={onClose}>
            {tc('actions.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{tc('actions.cancel')}</Button>
            <Button variant="contained" onClick={() => rotate.mutate(webhook.id)} loading={rotate.isPending}>
              {t('actions.confirmRotate')}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

function ConfirmDelete({ titleId, webhook, onClose }: { titleId: string; webhook: Webhook; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const { t: tc } = useTranslation('common');
  const remove = useWebhookAction();
  return (
    <>
      <DialogTitle id={titleId}>{t('actions.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('actions.deleteText', { url: webhook.url })}</DialogContentText>
        <ErrorAlert error={remove.error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc('actions.cancel')}</Button>
        <Button variant="contained" color="error" onClick={() => remove.mutate({ id: webhook.id, action: 'delete' }, { onSuccess: onClose })} loading={remove.isPending}>
          {t('actions.confirmDelete')}
        </Button>
      </DialogActions>
    </>
  );
}
