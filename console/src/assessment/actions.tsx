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
import {
  MAX_CANCEL_REASON_LENGTH,
  allowedAssessmentActions,
  assessmentStatuses,
  isIdOf,
  mayActOnAssessment,
  type Actor,
  type AssessmentAction,
} from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type ApiError, type Assessment, type AssessmentActionBody } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
import { ReasonForm } from '../layout/ReasonForm';
import { fromLocalInput, toLocalInput } from './datetime';
import { useAssessmentAction } from './queries';

type DialogAction = 'schedule' | 'reschedule' | 'cancel';

const needsDialog = (action: AssessmentAction): action is DialogAction =>
  action === 'schedule' || action === 'reschedule' || action === 'cancel';

/** The status actions the domain allows from this status and its policy allows this actor. */
export const availableActions = (assessment: Assessment, actor: Actor): readonly AssessmentAction[] =>
  isIdOf(assessmentStatuses, assessment.status)
    ? allowedAssessmentActions(assessment.status).filter((action) => mayActOnAssessment(actor, action, assessment))
    : [];

const buttonLook = (action: AssessmentAction, index: number): Pick<ButtonProps, 'variant' | 'color'> => {
  if (action === 'cancel') return { variant: 'outlined', color: 'error' };
  return index === 0 ? { variant: 'contained', color: 'primary' } : { variant: 'outlined', color: 'primary' };
};

interface AssessmentActionsProps {
  assessment: Assessment;
  actor: Actor;
}

/** One button per allowed action; each command carries the version on screen as `expectedVersion`. */
export function AssessmentActions({ assessment, actor }: AssessmentActionsProps) {
  const { t } = useTranslation('assessments');
  const mutation = useAssessmentAction(assessment.id);
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const [conflict, setConflict] = useState<ApiError | null>(null);
  const actions = availableActions(assessment, actor);

  const run = (action: AssessmentAction, extra: Omit<AssessmentActionBody, 'expectedVersion'>, idempotencyKey: string) => {
    setConflict(null);
    mutation.mutate(
      { action, body: { expectedVersion: assessment.version, ...extra }, idempotencyKey },
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

  const open = (action: AssessmentAction) => {
    mutation.reset();
    setConflict(null);
    if (needsDialog(action)) setDialog(action);
    else run(action, {}, newIdempotencyKey());
  };

  const dialogError = dialog !== null && mutation.variables?.action === dialog ? mutation.error : null;
  const inlineError = dialog === null && conflict === null ? mutation.error : null;

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
              {...buttonLook(action, index)}
              onClick={() => open(action)}
              disabled={mutation.isPending}
              loading={mutation.isPending && mutation.variables.action === action && !needsDialog(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Stack>
      )}
      {conflict !== null && (
        <Alert severity="warning" onClose={() => setConflict(null)}>
          {t('conflict', { expected: conflict.conflict?.expectedVersion ?? assessment.version, actual: conflict.conflict?.actualVersion ?? '?' })}
        </Alert>
      )}
      <ErrorAlert error={inlineError} />

      <Dialog open={dialog === 'schedule' || dialog === 'reschedule'} onClose={() => setDialog(null)} fullWidth maxWidth="xs">
        {(dialog === 'schedule' || dialog === 'reschedule') && (
          <VisitForm
            action={dialog}
            current={assessment.visitAt}
            pending={mutation.isPending}
            error={dialogError}
            onClose={() => setDialog(null)}
            onSubmit={(visitAt, key) => run(dialog, { visitAt }, key)}
          />
        )}
      </Dialog>
      <Dialog open={dialog === 'cancel'} onClose={() => setDialog(null)} fullWidth maxWidth="xs">
        {dialog === 'cancel' && (
          <CancelForm
            pending={mutation.isPending}
            error={dialogError}
            onClose={() => setDialog(null)}
            onSubmit={(reason, key) => run('cancel', { reason }, key)}
          />
        )}
      </Dialog>
    </Stack>
  );
}

interface FormProps<Value> {
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (value: Value, idempotencyKey: string) => void;
}

function VisitForm({ action, current, pending, error, onClose, onSubmit }: FormProps<string> & { action: 'schedule' | 'reschedule'; current: string | null }) {
  const { t } = useTranslation('assessments');
  // One key per dialog: pressing the button again after a lost answer cannot schedule twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [value, setValue] = useState(() => (action === 'reschedule' && current !== null ? toLocalInput(new Date(current)) : ''));
  const [localError, setLocalError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const visit = fromLocalInput(value);
    if (visit === undefined) return setLocalError(t('validation.visitRequired'));
    if (visit.getTime() <= Date.now()) return setLocalError(t('validation.visitInFuture'));
    setLocalError(undefined);
    onSubmit(visit.toISOString(), idempotencyKey);
  };

  const fieldError = localError ?? (isApiError(error) ? error.fieldError('visitAt') : undefined);
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{t(`dialogs.${action}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t(`dialogs.${action}.description`)}</DialogContentText>
        <TextField
          label={t('fields.visitAt')}
          type="datetime-local"
          name="visitAt"
          required
          fullWidth
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={fieldError !== undefined}
          helperText={fieldError ?? t('validation.visitHint')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: toLocalInput(new Date()), step: 60 } }}
        />
        {fieldError === undefined && <ErrorAlert error={error} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button type="submit" variant="contained" loading={pending}>
          {t(`actions.${action}`)}
        </Button>
      </DialogActions>
    </Box>
  );
}

function CancelForm({ pending, error, onClose, onSubmit }: FormProps<string>) {
  const { t } = useTranslation('assessments');
  return (
    <ReasonForm
      title={t('dialogs.cancel.title')}
      description={t('dialogs.cancel.description')}
      label={t('fields.reason')}
      requiredMessage={t('validation.reasonRequired')}
      confirm={t('dialogs.cancel.confirm')}
      confirmColor="error"
      maxLength={MAX_CANCEL_REASON_LENGTH}
      {...{ pending, error, onClose, onSubmit }}
    />
  );
}
