import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MedicationAdministrationState } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isRecord } from '../api';
import { useCalendarDate } from '../i18n/calendar-dates';
import { useFormatters } from '../i18n/format';
import { useMedicationLabels } from '../medication/labels';
import { useTaskStateLabel } from '../task/labels';
import type { OutboxEntry } from './outbox';
import { completeOnCurrentVersion, dismissCommand } from './sync';

// As the day's other chips: filled for done, outlined for what needs a look (the outlined warning and error colours read on white).
const STATUS_CHIP: Record<OutboxEntry['outcome']['status'], Pick<ChipProps, 'color' | 'variant'>> = {
  waiting: { color: 'default', variant: 'outlined' },
  accepted: { color: 'success', variant: 'filled' },
  refused: { color: 'error', variant: 'outlined' },
  conflict: { color: 'warning', variant: 'outlined' },
};

const numberIn = (value: unknown, field: string): number | null => (isRecord(value) && typeof value[field] === 'number' ? value[field] : null);
const stringIn = (value: unknown, field: string): string | null => (isRecord(value) && typeof value[field] === 'string' ? value[field] : null);

/** What the command was, in a line: "Complete “Check blood pressure” · Ada Moreno". */
function CommandLine({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation('day');
  const { command } = entry;
  const text = (() => {
    switch (command.kind) {
      case 'task-complete':
        return t('outbox.taskComplete', { title: command.title, patient: command.patientName ?? '' });
      case 'dose-record':
        return t(command.body.status === MedicationAdministrationState.ADMINISTERED ? 'outbox.doseGiven' : 'outbox.doseNotGiven', {
          drug: command.body.medicationName,
          dose: command.body.dose,
          patient: command.patientName ?? '',
        });
      case 'note-draft':
        return t('outbox.noteDraft', { patient: command.patientName ?? '' });
    }
  })();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}

/** Both sides of a conflict: what she recorded, and the record as it is now; her choice of which stands. */
function ConflictReview({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation('day');
  const taskState = useTaskStateLabel();
  const medication = useMedicationLabels();
  const formatDate = useCalendarDate();
  const format = useFormatters();
  const { command, outcome } = entry;
  if (outcome.status !== 'conflict') return null;
  if (command.kind === 'task-complete') {
    const currentVersion = numberIn(outcome.current, 'version') ?? outcome.actualVersion;
    const state = numberIn(outcome.current, 'state');
    const due = stringIn(outcome.current, 'dueDate');
    return (
      <Stack spacing={0.5}>
        <Typography variant="body2">{t('outbox.conflict.yours', { version: command.expectedVersion })}</Typography>
        <Typography variant="body2">
          {state === null || due === null
            ? t('outbox.conflict.theirsUnknown', { version: currentVersion ?? '?' })
            : t('outbox.conflict.theirs', { version: currentVersion ?? '?', state: taskState(state), due: formatDate(due) })}
        </Typography>
        <Stack direction="row" spacing={1}>
          {currentVersion !== null && (
            <Button size="small" variant="contained" onClick={() => void completeOnCurrentVersion(entry, currentVersion)}>
              {t('outbox.conflict.completeAnyway')}
            </Button>
          )}
          <Button size="small" variant="outlined" onClick={() => void dismissCommand(entry)}>
            {t('outbox.conflict.keepTheirs')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  if (command.kind !== 'dose-record') return null;
  const theirStatus = numberIn(outcome.current, 'status');
  const theirTime = stringIn(outcome.current, 'administeredAt');
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">{t('outbox.conflict.doseYours', { status: medication.status(command.body.status), time: format.dateTime(command.body.administeredAt ?? entry.recordedAt) })}</Typography>
      <Typography variant="body2">
        {t('outbox.conflict.doseTheirs', { status: theirStatus === null ? '?' : medication.status(theirStatus), time: format.dateTime(theirTime) })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => void dismissCommand(entry)}>
          {t('outbox.conflict.keepTheirs')}
        </Button>
      </Stack>
    </Stack>
  );
}

function OutboxCard({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation('day');
  const format = useFormatters();
  const { outcome } = entry;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
            <CommandLine entry={entry} />
            <Chip size="small" {...STATUS_CHIP[outcome.status]} label={t(`outbox.status.${outcome.status}`)} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('outbox.recordedAt', { time: format.dateTime(entry.recordedAt) })}
          </Typography>
          {outcome.status === 'refused' && <Typography variant="body2">{t('outbox.refusedBecause', { reason: outcome.reason })}</Typography>}
          {outcome.status === 'conflict' && <ConflictReview entry={entry} />}
          {(outcome.status === 'accepted' || outcome.status === 'refused') && (
            <Stack direction="row">
              <Button size="small" onClick={() => void dismissCommand(entry)}>
                {t('outbox.dismiss')}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** What the caregiver recorded on this device, oldest first, each with what became of it. */
export function OutboxList({ entries }: { entries: readonly OutboxEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
      {entries.map((entry) => (
        <OutboxCard key={entry.seq} entry={entry} />
      ))}
    </Stack>
  );
}
