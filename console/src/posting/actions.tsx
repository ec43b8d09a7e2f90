import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { allowedPostingActions, isIdOf, mayActOnPosting, postingStatuses, type Actor, type PostingFacts } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Posting, type PostingActionBody, type PostingStatusAction } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { ReasonForm } from '../layout/ReasonForm';
import { useRecordCommand } from '../layout/useRecordCommand';
import { isAfterDate, isCalendarDate, nextDay, useCalendarDate } from '../i18n/calendar-dates';
import { usePostingAction } from './queries';

const STATUS_ACTIONS: readonly PostingStatusAction[] = ['hold', 'unhold', 'extend'];
const MAX_HOLD_REASON_LENGTH = 500;

const factsOf = (posting: Posting): PostingFacts => ({
  patientId: posting.patientId,
  agencyId: posting.agencyId,
  createdBy: posting.createdBy,
  postingStatus: isIdOf(postingStatuses, posting.status) ? posting.status : null,
  candidates: [...posting.invited, ...posting.applicants, ...(posting.assignee === null ? [] : [posting.assignee])],
  invitedAgencyIds: posting.invited.filter((candidate) => candidate.kind === 'agency').map((candidate) => candidate.id),
});

/** Hold, unhold and extend as the domain allows them from this status and its policy allows this actor. */
export const availablePostingActions = (posting: Posting, actor: Actor): readonly PostingStatusAction[] => {
  if (!isIdOf(postingStatuses, posting.status)) return [];
  const allowed = allowedPostingActions(posting.status);
  return STATUS_ACTIONS.filter((action) => allowed.includes(action) && mayActOnPosting(actor, action, factsOf(posting)));
};

type DialogAction = 'hold' | 'extend';

interface PostingActionsProps {
  posting: Posting;
  actor: Actor;
}

/** One button per allowed action; each command carries the version on screen as `expectedVersion`. */
export function PostingActions({ posting, actor }: PostingActionsProps) {
  const { t } = useTranslation('postings');
  const mutation = usePostingAction(posting.id);
  const command = useRecordCommand<DialogAction, Parameters<typeof mutation.mutate>[0]>(mutation, posting.version);
  const { dialog, closeDialog, dialogError, inlineError } = command;
  const actions = availablePostingActions(posting, actor);

  const run = (action: PostingStatusAction, extra: Omit<PostingActionBody, 'expectedVersion'>, idempotencyKey: string) =>
    command.run({ action, body: { expectedVersion: posting.version, ...extra }, idempotencyKey });

  const open = (action: PostingStatusAction) => {
    if (action === 'unhold') {
      command.start(null);
      run(action, {}, newIdempotencyKey());
    } else command.start(action);
  };

  return (
    <Stack spacing={2}>
      {actions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('actions.none')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action, index) => (
            <Button
              key={action}
              variant={index === 0 ? 'contained' : 'outlined'}
              onClick={() => open(action)}
              disabled={mutation.isPending}
              loading={mutation.isPending && mutation.variables.action === action && action === 'unhold'}
            >
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
          <HoldForm pending={mutation.isPending} error={dialogError} onClose={closeDialog} onSubmit={(reason, key) => run('hold', { reason }, key)} />
        )}
      </Dialog>
      <Dialog open={dialog === 'extend'} onClose={closeDialog} fullWidth maxWidth="xs">
        {dialog === 'extend' && (
          <ExtendForm
            currentEndDate={posting.endDate}
            pending={mutation.isPending}
            error={dialogError}
            onClose={closeDialog}
            onSubmit={(endDate, key) => run('extend', { endDate }, key)}
          />
        )}
      </Dialog>
    </Stack>
  );
}

interface FormProps {
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (value: string, idempotencyKey: string) => void;
}

function HoldForm({ pending, error, onClose, onSubmit }: FormProps) {
  const { t } = useTranslation('postings');
  return (
    <ReasonForm
      title={t('dialogs.hold.title')}
      description={t('dialogs.hold.description')}
      label={t('fields.reason')}
      requiredMessage={t('validation.reasonRequired')}
      confirm={t('dialogs.hold.confirm')}
      confirmColor="warning"
      maxLength={MAX_HOLD_REASON_LENGTH}
      {...{ pending, error, onClose, onSubmit }}
    />
  );
}

/** A date picker that refuses a day not after the current end; the server's other rules come back as its message. */
function ExtendForm({ currentEndDate, pending, error, onClose, onSubmit }: FormProps & { currentEndDate: string }) {
  const { t } = useTranslation('postings');
  const formatDate = useCalendarDate();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [endDate, setEndDate] = useState('');
  const [localError, setLocalError] = useState<string>();
  const current = formatDate(currentEndDate);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isCalendarDate(endDate)) return setLocalError(t('validation.endDateRequired'));
    if (!isAfterDate(endDate, currentEndDate)) return setLocalError(t('validation.endDateNotLater', { endDate: current }));
    setLocalError(undefined);
    onSubmit(endDate, idempotencyKey);
  };

  const fieldError = localError ?? (isApiError(error) ? error.fieldError('endDate') : undefined);
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t('dialogs.extend.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('dialogs.extend.description', { endDate: current })}</DialogContentText>
        <TextField
          label={t('fields.newEndDate')}
          type="date"
          name="endDate"
          required
          fullWidth
          autoFocus
          value={endDate}
          onChange={(event) => setEndDate(event.target.value)}
          error={fieldError !== undefined}
          helperText={fieldError}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: isCalendarDate(currentEndDate) ? nextDay(currentEndDate) : undefined } }}
        />
        {fieldError === undefined && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close', { ns: 'common' })}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {t('dialogs.extend.confirm')}
        </Button>
      </DialogActions>
    </Box>
  );
}
