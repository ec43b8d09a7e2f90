import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Actor, CardBatchActionId } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { CardBatch, CardBatchCommand } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useRecordCommand } from '../layout/useRecordCommand';
import { ConfirmCardBatchForm } from './ConfirmCardBatchForm';
import { useBillingLabels } from './labels';
import { availableCardBatchActions } from './policy';
import { useCardBatchAction } from './queries';

const buttonLook: Record<CardBatchActionId, Pick<ButtonProps, 'variant' | 'color'>> = {
  settle: { variant: 'contained', color: 'primary' },
  void: { variant: 'outlined', color: 'error' },
};

interface CardBatchActionsProps {
  batch: CardBatch;
  actor: Actor;
}

/**
 * Settle or void, each behind a dialog saying what will happen; the command carries the version on
 * screen. After it, the grid and this panel show the batch as the server now has it.
 */
export function CardBatchActions({ batch, actor }: CardBatchActionsProps) {
  const { t } = useTranslation('billing');
  const labels = useBillingLabels();
  const mutation = useCardBatchAction(batch.id);
  const command = useRecordCommand<CardBatchActionId, { command: CardBatchCommand; idempotencyKey: string }>(mutation, batch.version);
  const { dialog, conflict } = command;
  const titleId = useId();
  const descriptionId = useId();
  const actions = availableCardBatchActions(batch, actor);
  const done = mutation.isSuccess ? mutation.variables.command.action : null;

  const whyNoActions = (status: string): string => {
    switch (status) {
      case 'open':
        return t('cardBatches.actions.noneForRole');
      case 'settled':
      case 'voided':
        return t(`cardBatches.actions.final.${status}`);
      default:
        return t('cardBatches.actions.unavailable');
    }
  };

  // The batch on screen is the one the conflict was about until the refetch brings the newer one.
  const caughtUp = conflict === null || typeof conflict.actual !== 'number' || batch.version >= conflict.actual;

  return (
    <Stack spacing={2}>
      {actions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {whyNoActions(batch.status)}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button key={action} {...buttonLook[action]} onClick={() => command.start(action)} disabled={mutation.isPending}>
              {t(`cardBatches.actions.${action}`)}
            </Button>
          ))}
        </Stack>
      )}
      {done !== null && (
        <Alert severity="success" onClose={() => mutation.reset()}>
          {t(`cardBatches.done.${done}`, { count: batch.paymentCount })}
        </Alert>
      )}
      {conflict !== null && (
        <Alert severity="warning" onClose={command.dismissConflict}>
          {t('cardBatches.conflict', { expected: conflict.expected, actual: conflict.actual })}{' '}
          {caughtUp ? t('cardBatches.conflictNow', { status: labels.cardBatchStatus(batch.status), version: batch.version }) : t('cardBatches.conflictLoading')}
        </Alert>
      )}
      <ErrorAlert error={command.inlineError} />
      <Dialog open={dialog !== null} onClose={command.closeDialog} fullWidth maxWidth="sm" aria-labelledby={titleId} aria-describedby={descriptionId}>
        {dialog !== null && (
          <ConfirmCardBatchForm
            titleId={titleId}
            descriptionId={descriptionId}
            action={dialog}
            batch={batch}
            confirmColor={buttonLook[dialog].color}
            pending={mutation.isPending}
            error={command.dialogError}
            onClose={command.closeDialog}
            onSubmit={(batchCommand, idempotencyKey) => command.run({ command: batchCommand, idempotencyKey })}
          />
        )}
      </Dialog>
    </Stack>
  );
}
