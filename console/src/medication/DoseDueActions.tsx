import { Suspense, lazy, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { MedicationAdministrationState, recordsMedication, type Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isUnanswered, newIdempotencyKey, type DoseDue, type NewMedicationAdministration } from '../api';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useMedicationLabels } from './labels';
import { useMedicationCommand } from './queries';

// The form and the rules it checks load when a dose is recorded as not given, not with the caregiver's day.
const OutcomeForm = lazy(() => import('./OutcomeForm').then((module) => ({ default: module.OutcomeForm })));

export interface DoseDueActionsProps {
  /** One dose of `GET /api/medication-doses-due`. */
  dose: DoseDue;
  /** The signed-in user: only those who record doses get the buttons. */
  actor: Actor;
  /** Called with a message to show once the dose is recorded, either way. */
  onRecorded?: (message: string) => void;
  /** On the caregiver's day: offline, or with no answer, the dose is kept on the device to be sent later instead of failing. */
  offline?: OfflineDose;
}

export interface OfflineDose {
  /** A record of this dose waits on the device. */
  waiting: boolean;
  keep: (body: NewMedicationAdministration, idempotencyKey: string) => Promise<void>;
}

/**
 * What a caregiver does with a dose due: "Given" records it administered now in one click; "Not
 * given…" opens the "Record a dose" dialog on the dose's medication, dose and scheduled time, the
 * outcome set to not administered so the reason is asked. A dose already recorded shows its outcome.
 */
export function DoseDueActions({ dose, actor, onRecorded, offline }: DoseDueActionsProps) {
  const { t } = useTranslation('medications');
  const { t: tDay } = useTranslation('day');
  const [notKept, setNotKept] = useState(false);
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
  if (offline?.waiting === true) return <Chip size="small" variant="outlined" label={tDay('outbox.status.waiting')} />;
  if (!recordsMedication(actor)) return null;

  const record = (body: NewMedicationAdministration, idempotencyKey: string, then?: () => void) => {
    const keep = (kept: OfflineDose) => {
      setNotKept(false);
      kept.keep(body, idempotencyKey).then(
        () => then?.(),
        () => setNotKept(true),
      );
    };
    if (offline !== undefined && !navigator.onLine) {
      keep(offline);
      return;
    }
    command.mutate(
      { command: { action: 'record', patientId: dose.patientId, body }, idempotencyKey },
      {
        onSuccess: () => {
          then?.();
          onRecorded?.(t(body.status === MedicationAdministrationState.ADMINISTERED ? 'due.recordedGiven' : 'recorded'));
        },
        onError: (error) => {
          // Online with no answer (a signal that comes and goes): kept on the device as offline, same key.
          if (offline === undefined || !isUnanswered(error)) return;
          command.reset();
          keep(offline);
        },
      },
    );
  };
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
      {notKept && <Alert severity="error">{tDay('outbox.notKept')}</Alert>}
      <Dialog open={recording} onClose={() => setRecording(false)} fullWidth maxWidth="sm">
        {recording && (
          <Suspense fallback={<LinearProgress />}>
            <OutcomeForm
              prefill={{ medicationName: dose.drug, dose: dose.dose, scheduledAt: dose.scheduledFor, status: MedicationAdministrationState.NOT_ADMINISTERED }}
              pending={command.isPending}
              error={command.error}
              onClose={() => setRecording(false)}
              onRecord={(body, idempotencyKey) => record(body, idempotencyKey, () => setRecording(false))}
            />
          </Suspense>
        )}
      </Dialog>
    </Stack>
  );
}
