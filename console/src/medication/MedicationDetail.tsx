import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { MAX_MEDICATION_VOID_REASON_LENGTH } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, type MedicationAdministration } from '../api';
import { useFormatters } from '../i18n';
import { ReasonForm } from '../layout/ReasonForm';
import { DetailList } from '../layout/Section';
import { Named } from '../layout/Named';
import { useMedicationLabels } from './labels';
import { OutcomeForm } from './OutcomeForm';
import type { useMedicationCommand } from './queries';

type View = 'detail' | 'correct' | 'void';

interface MedicationDetailProps {
  record: MedicationAdministration;
  mayChange: boolean;
  command: ReturnType<typeof useMedicationCommand>;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** One dose in a dialog: what was recorded, and its correction or void with the version on screen as `expectedVersion`. */
export function MedicationDetail({ record, mayChange, command, onClose, onDone }: MedicationDetailProps) {
  const { t } = useTranslation('medications');
  const format = useFormatters();
  const labels = useMedicationLabels();
  const [view, setView] = useState<View>('detail');
  const [conflict, setConflict] = useState<{ expected: number; actual: unknown } | null>(null);
  const expectedVersion = record.version;

  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 409) {
      setView('detail');
      setConflict({ expected: error.conflict?.expectedVersion ?? expectedVersion, actual: error.conflict?.actualVersion ?? '?' });
    }
  };
  const show = (next: View) => {
    command.reset();
    setConflict(null);
    setView(next);
  };

  if (view === 'correct') {
    return (
      <OutcomeForm
        corrected={record}
        pending={command.isPending}
        error={command.error}
        onClose={() => show('detail')}
        onCorrect={(outcome, idempotencyKey) =>
          command.mutate({ command: { action: 'correct', id: record.id, body: { expectedVersion, ...outcome } }, idempotencyKey }, { onSuccess: () => onDone(t('corrected')), onError })
        }
      />
    );
  }
  if (view === 'void') {
    return (
      <ReasonForm
        title={t('dialogs.void.title')}
        description={t('dialogs.void.description')}
        label={t('fields.voidReason')}
        requiredMessage={t('validation.voidReasonRequired')}
        confirm={t('dialogs.void.confirm')}
        confirmColor="error"
        maxLength={MAX_MEDICATION_VOID_REASON_LENGTH}
        pending={command.isPending}
        error={command.error}
        onClose={() => show('detail')}
        onSubmit={(reason, idempotencyKey) =>
          command.mutate({ command: { action: 'void', id: record.id, body: { expectedVersion, reason } }, idempotencyKey }, { onSuccess: () => onDone(t('voidedDone')), onError })
        }
      />
    );
  }

  const rows: [string, ReactNode][] = [
    [t('fields.medicationName'), record.medicationName],
    [t('fields.dose'), record.dose],
    [t('fields.scheduledAt'), format.dateTime(record.scheduledAt)],
    [t('fields.status'), labels.status(record.status)],
    [t('fields.reasonId'), labels.reason(record.reasonId)],
    [t('fields.administeredAt'), record.administeredAt === null ? '—' : format.dateTime(record.administeredAt)],
    [t('fields.comment'), record.comment ?? '—'],
    [t('fields.corrections'), String(record.corrections)],
    [t('fields.recordedBy'), <Named key="by" id={record.recordedBy} name={record.recordedByName} />],
  ];
  return (
    <>
      <DialogTitle>{t('dialogs.detail', { name: record.medicationName })}</DialogTitle>
      <DialogContent>
        {record.voided && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('voidedBecause', { reason: record.voidReason ?? '' })}
          </Alert>
        )}
        {conflict !== null && (
          <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setConflict(null)}>
            {t('conflict', { expected: conflict.expected, actual: String(conflict.actual) })}
          </Alert>
        )}
        <DetailList rows={rows} />
      </DialogContent>
      <DialogActions>
        {mayChange && !record.voided && (
          <>
            <Button color="error" onClick={() => show('void')}>
              {t('actions.void')}
            </Button>
            <Button variant="outlined" onClick={() => show('correct')}>
              {t('actions.correct')}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{t('actions.close', { ns: 'common' })}</Button>
      </DialogActions>
    </>
  );
}
