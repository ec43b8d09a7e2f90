import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { DoseDue } from '../api';
import { ErrorAlert } from '../layout/ErrorAlert';
// Not the medication index: it would bring the patient page's medication grid to the caregiver's day.
import { DoseDueActions } from '../medication/DoseDueActions';
import { useMedicationLabels } from '../medication/labels';
import type { OutboxEntry } from '../offline/outbox';
import { SavedAge } from '../offline/SavedAge';
import { isDoseWaiting, keepForLater } from '../offline/sync';
import { useDayDoses } from './queries';

/** One dose: when, what, for whom; "Given" in one click, "Not given…" asks why. */
interface DoseCardProps {
  dose: DoseDue;
  /** The day and zone of the list, kept with a dose recorded offline to look for one recorded meanwhile. */
  date: string;
  timeZone: string;
  actor: Actor;
  onRecorded: (message: string) => void;
  waiting: boolean;
}

function DoseCard({ dose, date, timeZone, actor, onRecorded, waiting }: DoseCardProps) {
  const { i18n } = useTranslation();
  const labels = useMedicationLabels();
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { hour: 'numeric', minute: '2-digit' }).format(new Date(dose.scheduledFor));
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', '&:last-child': { pb: 2 } }}>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {`${time} · ${dose.drug} ${dose.dose}`}
          </Typography>
          <Typography>{dose.patientName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[labels.route(dose.routeId), dose.instructions].filter(Boolean).join(' · ')}
          </Typography>
        </Stack>
        <DoseDueActions
          dose={dose}
          actor={actor}
          onRecorded={onRecorded}
          offline={{
            waiting,
            keep: (body, idempotencyKey) =>
              keepForLater(actor.id, { kind: 'dose-record', patientId: dose.patientId, patientName: dose.patientName, orderId: dose.orderId, date, timeZone, body }, idempotencyKey),
          }}
        />
      </CardContent>
    </Card>
  );
}

/** The doses the active orders of the user's patients make due on `date`, by time, each with what was recorded. */
export function DosesDue({ date, actor, outbox }: { date: string; actor: Actor; outbox: readonly OutboxEntry[] }) {
  const { t } = useTranslation('day');
  const doses = useDayDoses(actor.id, date);
  const [recorded, setRecorded] = useState<string | null>(null);
  if (doses.isPending) return <Skeleton variant="rounded" height={88} aria-label={t('loading')} />;
  if (doses.isError) return <ErrorAlert error={doses.error} onRetry={() => void doses.refetch()} />;
  return (
    <Stack spacing={1}>
      <SavedAge savedAt={doses.data.offlineSavedAt} />
      {recorded !== null && (
        <Alert severity="success" onClose={() => setRecorded(null)}>
          {recorded}
        </Alert>
      )}
      {doses.data.data.length === 0 ? (
        <Typography color="text.secondary">{t('doses.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {doses.data.data.map((dose) => (
            <DoseCard
              key={`${dose.orderId}:${dose.timeOfDay}`}
              dose={dose}
              date={date}
              timeZone={doses.data.timeZone}
              actor={actor}
              onRecorded={setRecorded}
              waiting={isDoseWaiting(outbox, dose.orderId, dose.scheduledFor)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
