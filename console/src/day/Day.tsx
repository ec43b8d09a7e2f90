import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { DeferredTooltip } from '../layout/DeferredTooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleSegment } from '../i18n';
import { addDays, isCalendarDate, localToday } from '../i18n/calendar-dates';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ChevronLeftIcon, ChevronRightIcon } from '../layout/icons';
import { noteVisibilitiesWritableBy } from '@careledger/domain';
import { actorOf, useSession } from '../auth';
import { OutboxList } from '../offline/OutboxList';
import { useOutbox } from '../offline/sync';
import { useOnline } from '../offline/useOnline';
import { ShiftsOfDay } from './ShiftsOfDay';
import { DosesDue } from './DosesDue';
import { NoteDrafts } from './NoteDrafts';
import { useDayPatients } from './patients';
import { TasksDue } from './TasksDue';

/** The day a `?date=` link names, or today when it names no real day. */
export const dayOfLink = (raw: string | null, today: string): string => (raw !== null && isCalendarDate(raw) ? raw : today);

/** A titled part of the day: its heading and what there is to do. */
export function DayPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A caregiver's first screen: the shifts of one day (today unless the link names another), each one click from its patient. */
export default function Day() {
  const { t, i18n } = useTranslation('day');
  const locale = useLocaleSegment();
  const [params] = useSearchParams();
  const actor = actorOf(useSession());
  const today = localToday();
  const date = dayOfLink(params.get('date'), today);
  const heading = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  useDocumentTitle(t('title'));
  const online = useOnline();
  const outbox = useOutbox(actor.id);
  const patients = useDayPatients(actor, date);
  const linkTo = (day: string) => `/user/${locale}/day${day === today ? '' : `?date=${day}`}`;

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{heading}</Typography>
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }} component="nav" aria-label={t('days')}>
          <DeferredTooltip title={t('previous')}>
            <IconButton component={RouterLink} to={linkTo(addDays(date, -1))} aria-label={t('previous')}>
              <ChevronLeftIcon />
            </IconButton>
          </DeferredTooltip>
          <Button component={RouterLink} to={linkTo(today)} variant="outlined" size="small" disabled={date === today}>
            {t('today')}
          </Button>
          <DeferredTooltip title={t('next')}>
            <IconButton component={RouterLink} to={linkTo(addDays(date, 1))} aria-label={t('next')}>
              <ChevronRightIcon />
            </IconButton>
          </DeferredTooltip>
        </Stack>
      </Stack>
      {!online && <Alert severity="info">{t('offline.notice')}</Alert>}
      {outbox.length > 0 && (
        <DayPart title={t('outbox.title')}>
          <OutboxList entries={outbox} />
        </DayPart>
      )}
      <DayPart title={t('shifts.title')}>
        <ShiftsOfDay date={date} userId={actor.id} />
      </DayPart>
      <DayPart title={t('doses.title')}>
        <DosesDue date={date} actor={actor} outbox={outbox} />
      </DayPart>
      <DayPart title={t('tasks.title')}>
        <TasksDue date={date} actor={actor} outbox={outbox} />
      </DayPart>
      {noteVisibilitiesWritableBy[actor.roleId].length > 0 && patients.length > 0 && (
        <DayPart title={t('noteDrafts.title')}>
          <NoteDrafts patients={patients} actor={actor} />
        </DayPart>
      )}
    </Stack>
  );
}
