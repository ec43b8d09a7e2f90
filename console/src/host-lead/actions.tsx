import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Actor, HostLeadAction } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, type HostLeadActionCommand } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { ReasonForm } from '../layout/ReasonForm';
import { useRecordCommand } from '../layout/useRecordCommand';
import { ConvertForm } from './ConvertForm';
import { availableHostLeadActions, type HostLeadDetail } from './lead';
import { useHostLeadAction, type HostLeadActionVariables } from './queries';
import { useHostLeadStatusLabel } from './status';

/** The server's limit on a rejection reason (domain `hostLeadRecord`). */
const MAX_REJECT_REASON_LENGTH = 500;

type DialogAction = Exclude<HostLeadAction, 'qualify'>;

const buttonLook: Record<HostLeadAction, Pick<ButtonProps, 'variant' | 'color'>> = {
  qualify: { variant: 'contained', color: 'primary' },
  convert: { variant: 'contained', color: 'success' },
  reject: { variant: 'outlined', color: 'error' },
};

interface HostLeadActionsProps {
  detail: HostLeadDetail;
  actor: Actor;
}

/** One button per action the domain allows now; each command carries the version on screen as `expectedVersion`. */
export function HostLeadActions({ detail, actor }: HostLeadActionsProps) {
  const { t } = useTranslation('hostLeads');
  const statusLabel = useHostLeadStatusLabel();
  const { lead, version: expectedVersion } = detail;
  const mutation = useHostLeadAction(lead.hostLeadId);
  const command = useRecordCommand<DialogAction, HostLeadActionVariables>(mutation, expectedVersion);
  const { dialog, closeDialog, conflict } = command;
  const actions = availableHostLeadActions(lead, actor);

  const run = (leadCommand: HostLeadActionCommand, idempotencyKey: string) => command.run({ command: leadCommand, idempotencyKey });

  const open = (action: HostLeadAction) => {
    if (action === 'qualify') {
      command.start(null);
      run({ action, body: { expectedVersion } }, newIdempotencyKey());
    } else command.start(action);
  };

  const pendingAction = mutation.isPending ? mutation.variables.command.action : undefined;
  const final = lead.status === 'CONVERTED' || lead.status === 'REJECTED';
  // The lead on screen is the new state once its refetch has reached the version the server reported.
  const caughtUp = conflict !== null && (typeof conflict.actual !== 'number' || expectedVersion >= conflict.actual);

  return (
    <Stack spacing={2}>
      {actions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {final ? t('actions.none', { status: statusLabel(lead.status) }) : t('actions.noneForRole')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button key={action} {...buttonLook[action]} onClick={() => open(action)} disabled={mutation.isPending} loading={pendingAction === 'qualify' && action === 'qualify'}>
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Stack>
      )}
      {conflict !== null && (
        <Alert severity="warning" onClose={command.dismissConflict}>
          {t('conflict.changed', { expected: conflict.expected, actual: conflict.actual })}{' '}
          {caughtUp ? t('conflict.now', { status: statusLabel(lead.status) }) : t('conflict.reloading')}
        </Alert>
      )}
      <ErrorAlert error={command.inlineError} />

      <Dialog open={dialog === 'reject'} onClose={closeDialog} fullWidth maxWidth="xs">
        {dialog === 'reject' && (
          <ReasonForm
            title={t('dialogs.reject.title')}
            description={t('dialogs.reject.description', { name: lead.contactName })}
            label={t('fields.reason')}
            requiredMessage={t('validation.reasonRequired')}
            confirm={t('dialogs.reject.confirm')}
            confirmColor="error"
            maxLength={MAX_REJECT_REASON_LENGTH}
            pending={mutation.isPending}
            error={command.dialogError}
            onClose={closeDialog}
            onSubmit={(reason, key) => run({ action: 'reject', body: { expectedVersion, reason } }, key)}
          />
        )}
      </Dialog>
      <Dialog open={dialog === 'convert'} onClose={closeDialog} fullWidth maxWidth="sm">
        {dialog === 'convert' && (
          <ConvertForm
            productId={lead.productId}
            pending={mutation.isPending}
            error={command.dialogError}
            onClose={closeDialog}
            onSubmit={(hubId, key) => run({ action: 'convert', body: { expectedVersion, hubId } }, key)}
          />
        )}
      </Dialog>
    </Stack>
  );
}
