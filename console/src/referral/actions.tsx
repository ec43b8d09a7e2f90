import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReferralStatus, type Actor, type ReferralRecordAction } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, type Referral, type ReferralCommand } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { ReasonForm } from '../layout/ReasonForm';
import { useRecordCommand } from '../layout/useRecordCommand';
import { CloseForm } from './CloseForm';
import { useLocalizedError } from './errors';
import { MilestoneForm } from './MilestoneForm';
import { availableReferralActions } from './policy';
import { useReferralAction } from './queries';

const MAX_HOLD_REASON_LENGTH = 500;

type DialogAction = Exclude<ReferralRecordAction, 'unhold'>;

const buttonLook: Record<ReferralRecordAction, Pick<ButtonProps, 'variant' | 'color'>> = {
  milestones: { variant: 'contained', color: 'primary' },
  hold: { variant: 'outlined', color: 'warning' },
  unhold: { variant: 'contained', color: 'primary' },
  close: { variant: 'outlined', color: 'error' },
};

interface ReferralActionsProps {
  referral: Referral;
  actor: Actor;
}

/** One button per allowed action; each command carries the version on screen as `expectedVersion`. */
export function ReferralActions({ referral, actor }: ReferralActionsProps) {
  const { t } = useTranslation('referrals');
  const mutation = useReferralAction(referral.id);
  const localized = useLocalizedError();
  const expectedVersion = referral.version;
  const command = useRecordCommand<DialogAction, { command: ReferralCommand; idempotencyKey: string }>(mutation, expectedVersion);
  const { dialog, closeDialog } = command;
  const actions = availableReferralActions(referral, actor);

  const run = (referralCommand: ReferralCommand, idempotencyKey: string) => command.run({ command: referralCommand, idempotencyKey });

  const open = (action: ReferralRecordAction) => {
    if (action === 'unhold') {
      command.start(null);
      run({ action, body: { expectedVersion } }, newIdempotencyKey());
    } else command.start(action);
  };

  const pendingAction = mutation.isPending ? mutation.variables.command.action : undefined;
  const dialogError = localized(command.dialogError);
  const inlineError = localized(command.inlineError);

  return (
    <Stack spacing={2}>
      {actions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {referral.status === ReferralStatus.CLOSED ? t('actions.none') : t('actions.noneForRole')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button key={action} {...buttonLook[action]} onClick={() => open(action)} disabled={mutation.isPending} loading={pendingAction === 'unhold' && action === 'unhold'}>
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Stack>
      )}
      {command.conflict !== null && (
        <Alert severity="warning" onClose={command.dismissConflict}>
          {t('conflict', command.conflict)}
        </Alert>
      )}
      <ErrorAlert error={inlineError} />

      <Dialog open={dialog === 'hold'} onClose={closeDialog} fullWidth maxWidth="xs">
        {dialog === 'hold' && (
          <ReasonForm
            title={t('dialogs.hold.title')}
            description={t('dialogs.hold.description')}
            label={t('fields.reason')}
            requiredMessage={t('validation.reasonRequired')}
            confirm={t('dialogs.hold.confirm')}
            confirmColor="warning"
            maxLength={MAX_HOLD_REASON_LENGTH}
            pending={mutation.isPending}
            error={dialogError}
            onClose={closeDialog}
            onSubmit={(reason, key) => run({ action: 'hold', body: { expectedVersion, reason } }, key)}
          />
        )}
      </Dialog>
      <Dialog open={dialog === 'close'} onClose={closeDialog} fullWidth maxWidth="sm">
        {dialog === 'close' && (
          <CloseForm
            admittedOn={referral.milestones['hospital-admission']}
            pending={mutation.isPending}
            error={dialogError}
            onClose={closeDialog}
            onSubmit={(values, key) => run({ action: 'close', body: { expectedVersion, ...values } }, key)}
          />
        )}
      </Dialog>
      <Dialog open={dialog === 'milestones'} onClose={closeDialog} fullWidth maxWidth="xs">
        {dialog === 'milestones' && (
          <MilestoneForm
            referral={referral}
            onHold={referral.status === ReferralStatus.HOLD}
            pending={mutation.isPending}
            error={dialogError}
            onClose={closeDialog}
            onSubmit={(values, key) => run({ action: 'milestones', body: { expectedVersion, ...values } }, key)}
          />
        )}
      </Dialog>
    </Stack>
  );
}
