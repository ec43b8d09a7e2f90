import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MAX_CANCEL_REASON_LENGTH, type Actor, type AssessmentShiftAction } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { Assessment, AssessmentShift } from '../api';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { AddIcon } from '../layout/icons';
import { PageLoader } from '../layout/PageLoader';
import { ReasonForm } from '../layout/ReasonForm';
import { useRecordCommand } from '../layout/useRecordCommand';
import { useAssessmentShifts, useShiftAction, type ShiftVariables } from './queries';
import { ShiftForm } from './ShiftForm';
import { shiftActionsFor } from './shiftRules';

type ShiftDialog = 'add' | 'change' | 'cancel';

interface AssessmentShiftsProps {
  assessment: Assessment;
  actor: Actor;
}

/** The assessment's shifts by start, cancelled ones included, and the shift commands the status and the actor's role allow. */
export function AssessmentShifts({ assessment, actor }: AssessmentShiftsProps) {
  const { t } = useTranslation('assessments');
  const format = useFormatters();
  const shifts = useAssessmentShifts(assessment.id, true);
  const mutation = useShiftAction(assessment.id);
  const version = shifts.data?.version ?? assessment.version;
  const command = useRecordCommand<ShiftDialog, ShiftVariables>(mutation, version);
  const [chosen, setChosen] = useState<AssessmentShift | null>(null);
  const actions = shiftActionsFor(assessment, actor);
  const may = (action: AssessmentShiftAction) => actions.includes(action);

  if (shifts.isPending) return <PageLoader />;
  if (shifts.isError) return <ErrorAlert error={shifts.error} onRetry={() => void shifts.refetch()} />;

  const open = (dialog: ShiftDialog, shift: AssessmentShift | null) => {
    setChosen(shift);
    command.start(dialog);
  };
  const all = shifts.data.data;
  const editable = may('change-shift') || may('cancel-shift');

  return (
    <Stack spacing={2}>
      {actions.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('shifts.closed')}
        </Typography>
      )}
      {may('add-shift') && (
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => open('add', null)} sx={{ alignSelf: 'flex-start' }}>
          {t('shifts.add')}
        </Button>
      )}
      {command.conflict !== null && (
        <Alert severity="warning" onClose={command.dismissConflict}>
          {t('conflict', command.conflict)}
        </Alert>
      )}
      <ErrorAlert error={command.inlineError} />
      {all.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('shifts.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('shifts.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('shifts.startsAt')}</TableCell>
                <TableCell>{t('shifts.endsAt')}</TableCell>
                <TableCell>{t('shifts.caregiver')}</TableCell>
                <TableCell>{t('shifts.state')}</TableCell>
                {editable && <TableCell>{t('shifts.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {all.map((shift) => (
                <ShiftRow key={shift.shiftId} shift={shift} canChange={may('change-shift')} canCancel={may('cancel-shift')} editable={editable} onOpen={(dialog) => open(dialog, shift)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <Dialog open={command.dialog === 'add' || command.dialog === 'change'} onClose={command.closeDialog} fullWidth maxWidth="sm">
        {(command.dialog === 'add' || command.dialog === 'change') && (
          <ShiftForm
            shift={command.dialog === 'change' ? chosen : null}
            shifts={all}
            agencyId={assessment.agencyId}
            expectedVersion={version}
            pending={mutation.isPending}
            error={command.dialogError}
            onClose={command.closeDialog}
            onSubmit={(shiftCommand, idempotencyKey) => command.run({ command: shiftCommand, idempotencyKey })}
          />
        )}
      </Dialog>
      <Dialog open={command.dialog === 'cancel'} onClose={command.closeDialog} fullWidth maxWidth="xs">
        {command.dialog === 'cancel' && chosen !== null && (
          <ReasonForm
            title={t('shifts.dialogs.cancel.title')}
            description={t('shifts.dialogs.cancel.description', { start: format.dateTime(chosen.startsAt) })}
            label={t('fields.reason')}
            requiredMessage={t('validation.reasonRequired')}
            confirm={t('shifts.dialogs.cancel.submit')}
            confirmColor="error"
            maxLength={MAX_CANCEL_REASON_LENGTH}
            pending={mutation.isPending}
            error={command.dialogError}
            onClose={command.closeDialog}
            onSubmit={(reason, idempotencyKey) => command.run({ command: { action: 'cancel-shift', body: { expectedVersion: version, shiftId: chosen.shiftId, reason } }, idempotencyKey })}
          />
        )}
      </Dialog>
    </Stack>
  );
}

interface ShiftRowProps {
  shift: AssessmentShift;
  canChange: boolean;
  canCancel: boolean;
  editable: boolean;
  onOpen: (dialog: 'change' | 'cancel') => void;
}

function ShiftRow({ shift, canChange, canCancel, editable, onOpen }: ShiftRowProps) {
  const { t } = useTranslation('assessments');
  const format = useFormatters();
  const planned = shift.status === 'planned';
  const start = format.dateTime(shift.startsAt);
  return (
    <TableRow data-testid="assessment-shift">
      <TableCell>{start}</TableCell>
      <TableCell>{format.dateTime(shift.endsAt)}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {shift.caregiverId === null ? t('shifts.unassigned') : (shift.caregiverName ?? <code title={t('shifts.caregiverUnnamed')}>{shift.caregiverId}</code>)}
      </TableCell>
      <TableCell>
        <Chip size="small" variant={planned ? 'filled' : 'outlined'} color={planned ? 'primary' : 'default'} label={t(`shifts.status.${shift.status}`)} />
        {!planned && shift.cancelReason !== null && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {shift.cancelReason}
          </Typography>
        )}
      </TableCell>
      {editable && (
        <TableCell>
          {planned && (
            <Stack direction="row" spacing={1}>
              {canChange && (
                <Button size="small" onClick={() => onOpen('change')} aria-label={t('shifts.changeOf', { start })}>
                  {t('shifts.change')}
                </Button>
              )}
              {canCancel && (
                <Button size="small" color="error" onClick={() => onOpen('cancel')} aria-label={t('shifts.cancelOf', { start })}>
                  {t('shifts.cancel')}
                </Button>
              )}
            </Stack>
          )}
        </TableCell>
      )}
    </TableRow>
  );
}
