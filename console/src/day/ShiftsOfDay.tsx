import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CaregiverShift } from '../api';
import { useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { useCareServiceLabel } from '../posting/careService';
import { SavedAge } from '../offline/SavedAge';
import { useMyShifts } from './queries';

/** "8:00 AM – 12:00 PM" in the reader's locale and time zone; the end's day when it is another one. */
const useShiftTimes = () => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(language, { weekday: 'short', hour: 'numeric', minute: '2-digit' });
  return (shift: CaregiverShift) => {
    const start = new Date(shift.startsAt);
    const end = new Date(shift.endsAt);
    return `${time.format(start)} – ${(start.toDateString() === end.toDateString() ? time : day).format(end)}`;
  };
};

/** Where a shift's card leads: the posting or assessment it belongs to, which its caregiver may read (a patient's page needs the care team). */
const recordPath = (shift: CaregiverShift): string => `${shift.source === 'posting' ? 'postings' : 'assessments'}/${shift.recordId}`;

/** One shift: when, for whom, what care; the whole card opens its posting or assessment. */
function ShiftCard({ shift }: { shift: CaregiverShift }) {
  const { t } = useTranslation('day');
  const locale = useLocaleSegment();
  const careService = useCareServiceLabel();
  const times = useShiftTimes();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={`/user/${locale}/${recordPath(shift)}`}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {times(shift)}
            </Typography>
            <Chip size="small" variant="outlined" label={t(`shifts.source.${shift.source}`)} />
          </Stack>
          <Typography>{shift.patientName ?? t('shifts.unnamedPatient')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[careService(shift.careServiceId), shift.agencyName].filter(Boolean).join(' · ')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The signed-in caregiver's shifts of `date`, by start. */
export function ShiftsOfDay({ date, userId }: { date: string; userId: string }) {
  const { t } = useTranslation('day');
  const shifts = useMyShifts(userId, date);
  if (shifts.isPending) return <Skeleton variant="rounded" height={88} aria-label={t('loading')} />;
  if (shifts.isError) return <ErrorAlert error={shifts.error} onRetry={() => void shifts.refetch()} />;
  return (
    <Stack spacing={1}>
      <SavedAge savedAt={shifts.data.offlineSavedAt} />
      {shifts.data.data.length === 0 ? (
        <Typography color="text.secondary">{t('shifts.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {shifts.data.data.map((shift) => (
            <ShiftCard key={`${shift.recordId}:${shift.shiftId ?? ''}`} shift={shift} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
