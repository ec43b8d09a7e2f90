import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import { MedicationAdministrationState, recordsMedication, type Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, type DoseDue, type NewMedicationAdministration } from '../api';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useMedicationLabels } from './labels';
import { OutcomeForm } from './OutcomeForm';
import { useMedicationCommand } from './queries';

export interface DoseDueActionsProps {
  /** One dose of `GET /api/medication-doses-due`. */
  dose: DoseDue;
  /** The signed-in user: only those who record doses get the buttons. */
  actor: Actor;
  /** Called with a message to show once the dose is recorded, either way. */
  onRecorded?: (message: string) => void;
}

/**
 * What a caregiver does with a dose due: "Given" records it administered now in one click; "Not
 * given…" opens the "Record a dose" dialog on the dose's medication, dose and scheduled time, the
 * outcome set to not administered so the reason is asked. A dose already recorded shows its outcome.
 */
export function DoseDueActions({ dose, actor, onRecorded }: DoseDueActionsProps) {
  const { t } = useTranslation('medications');
  const labels = useMedicationLabels();
  const format = useFormatters();
  const command = useMedicationCommand();
  // One key per dose on screen: a second click after a lost answer cannot record it twice.
  const [givenKey] = useState(newIdempotencyKey);
  const [recording, setRecording] = useState(false);
  const { administration } = dose;

  if (administration !== null) {
    const label =
      administration.status === MedicationAdministrationState.ADMINISTERED && administration.administeredAt !== null
        ? `${labels.status(administration.status)} · ${format.dateTime(administration.administeredAt)}`
        : labels.status(administration.status);
    return <Chip size="small" color={administration.status === MedicationAdministrationState.ADMINISTERED ? 'success' : 'warning'} label={label} />;
  }
  if (!recordsMedication(actor)) return null;

  const record = (body: NewMedicationAdministration, idempotencyKey: string, then?: () => void) =>
    command.mutate(
      { command: { action: 'record', patientId: dose.patientId, body }, idempotencyKey },
      {
        onSuccess: () => {
          then?.();
          onRecorded?.(t(body.status === MedicationAdministrationState.ADMINISTERED ? 'due.recordedGiven' : 'recorded'));
        },
      },
    );
  const given = () =>
    record(
      { medicationName: dose.drug, dose: dose.dose, scheduledAt: dose.scheduledFor, status: MedicationAdministrationState.ADMINISTERED, reasonId: null, comment: null, administeredAt: new Date().toISOString() },
      givenKey,
    );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} role="group" aria-label={t('due.actionsLabel', { drug: dose.drug, dose: dose.dose, time: format.timeOfDay(dose.timeOfDay), patient: dose.patientName ?? '' })}>
        <Button size="small" variant="contained" color="success" onClick={given} loading={command.isPending && !recording} disabled={command.isPending}>
          {t('due.given')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={command.isPending && !recording}
          onClick={() => {
            command.reset();
            setRecording(true);
          }}
        >
          {t('due.notGiven')}
        </Button>
      </Stack>
      {!recording && <ErrorAlert error={command.error} />}
      <Dialog open={recording} onClose={() => setRecording(false)} fullWidth maxWidth="sm">
        {recording && (
          <OutcomeForm
            prefill={{ medicationName: dose.drug, dose: dose.dose, scheduledAt: dose.scheduledFor, status: MedicationAdministrationState.NOT_ADMINISTERED }}
            pending={command.isPending}
            error={command.error}
            onClose={() => setRecording(false)}
            onRecord={(body, idempotencyKey) => record(body, idempotencyKey, () => setRecording(false))}
          />
        )}
      </Dialog>
    </Stack>
  );
}
