import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Posting } from '../api';
import { shortId } from '../assessment/datetime';
import { actorOf, useSession } from '../auth';
import { useFormatters, useLocaleSegment } from '../i18n';
import { BackToList, RecordUnavailable, useListSearch } from '../layout/RecordPage';
import { Named, PatientName } from '../layout/Named';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { PostingActions } from './actions';
import { PostingAgencies, PostingCaregivers } from './Candidates';
import { useCareServiceLabel } from './careService';
import { useCalendarDate } from '../i18n/calendar-dates';
import { usePosting } from './queries';
import { isOvernight, weekdayNames } from './schedule';
import { DetailList, Section } from '../layout/Section';
import { PostingStatusChip, usePostingCloseReason } from './status';

export default function PostingShow() {
  const { t } = useTranslation('postings');
  const { id = '' } = useParams();
  const locale = useLocaleSegment();
  const session = useSession();
  const posting = usePosting(id);
  const careService = useCareServiceLabel();
  const title =
    posting.data?.patientName == null
      ? t('show.title', { id: shortId(id) })
      : t('show.titleNamed', { patient: posting.data.patientName, service: careService(posting.data.careServiceId) });
  useDocumentTitle(title);

  const listSearch = useListSearch();
  const back = <BackToList to={`/user/${locale}/postings${listSearch}`} label={t('show.back')} />;
  if (!posting.isSuccess) return <RecordUnavailable query={posting} back={back} notFound={t('show.notFound')} />;

  const shown = posting.data;
  return (
    <Stack spacing={2}>
      {back}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <PostingStatusChip data-testid="posting-status" status={shown.status} closeReason={shown.closeReason} size="medium" />
        <Typography variant="body2" color="text.secondary">
          {t('show.version', { version: shown.version })}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Section title={t('show.details')}>
            <Details posting={shown} />
          </Section>
          <Section title={t('show.actions')}>
            <PostingActions posting={shown} actor={actorOf(session)} />
          </Section>
        </Stack>
        <Stack spacing={2}>
          <Section title={t('show.agencies')}>
            <PostingAgencies postingId={id} />
          </Section>
          <Section title={t('show.caregivers')}>
            <PostingCaregivers postingId={id} />
          </Section>
        </Stack>
      </Box>
    </Stack>
  );
}

function Details({ posting }: { posting: Posting }) {
  const { t, i18n } = useTranslation('postings');
  const format = useFormatters();
  const formatDate = useCalendarDate();
  const careService = useCareServiceLabel();
  const closeReason = usePostingCloseReason();
  const { schedule } = posting;
  const shift = t(isOvernight(schedule) ? 'show.overnight' : 'show.shift', { start: format.timeOfDay(schedule.startTime), end: format.timeOfDay(schedule.endTime) });
  const rows: [string, ReactNode][] = [
    [t('fields.patient'), <PatientName key="patient" id={posting.patientId} name={posting.patientName} />],
    [t('fields.agency'), <Named key="agency" id={posting.agencyId} name={posting.agencyName} />],
    [t('fields.careService'), careService(posting.careServiceId)],
    [t('fields.schedule'), `${weekdayNames(i18n.resolvedLanguage ?? i18n.language, schedule.days)} · ${shift}`],
    [t('fields.startDate'), formatDate(posting.startDate)],
    [t('fields.endDate'), formatDate(posting.endDate)],
    [t('fields.description'), posting.description === null || posting.description === '' ? '—' : posting.description],
    ...(posting.holdReason === null ? [] : [[t('fields.holdReason'), posting.holdReason] as [string, ReactNode]]),
    ...(posting.closeReason === null ? [] : [[t('fields.closeReason'), closeReason(posting.closeReason)] as [string, ReactNode]]),
    [t('fields.assignee'), posting.assignee === null ? t('show.nobody') : <Named key="assignee" id={posting.assignee.id} name={posting.assigneeName} />],
    [t('fields.updatedAt'), format.dateTime(posting.updatedAt)],
  ];
  return <DetailList rows={rows} />;
}
