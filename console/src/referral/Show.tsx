import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReferralStatus, referralCloseReasons } from '@careledger/domain';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Referral } from '../api';
import { shortId } from '../assessment/datetime';
import { Named, PatientName } from '../layout/Named';
import { actorOf, canAccess, useSession } from '../auth';
import { useFormatters, useLocaleSegment } from '../i18n';
import { BackToList, RecordUnavailable, useListSearch } from '../layout/RecordPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useCalendarDate } from '../i18n/calendar-dates';
import { DetailList, Section } from '../layout/Section';
import { ReferralActions } from './actions';
import { ReferralMilestones } from './Milestones';
import { useReferral } from './queries';
import { ReferralStatusChip } from './status';

export default function ReferralShow() {
  const { t } = useTranslation('referrals');
  const { id = '' } = useParams();
  const locale = useLocaleSegment();
  const session = useSession();
  const referral = useReferral(id);
  const title = referral.data?.patientName == null ? t('show.title', { id: shortId(id) }) : t('show.titleNamed', { patient: referral.data.patientName });
  useDocumentTitle(title);

  const listSearch = useListSearch();
  const back = <BackToList to={`/user/${locale}/referrals${listSearch}`} label={t('show.back')} />;
  if (!referral.isSuccess) return <RecordUnavailable query={referral} back={back} notFound={t('show.notFound')} />;

  const shown = referral.data;
  return (
    <Stack spacing={2}>
      {back}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <ReferralStatusChip data-testid="referral-status" status={shown.status} size="medium" />
        <Typography variant="body2" color="text.secondary">
          {t('show.version', { version: shown.version })}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Section title={t('show.details')}>
            <Details referral={shown} />
          </Section>
          <Section title={t('show.actions')}>
            <ReferralActions referral={shown} actor={actorOf(session)} />
          </Section>
        </Stack>
        <Section title={t('show.milestones')}>
          <ReferralMilestones milestones={shown.milestones} />
        </Section>
      </Box>
    </Stack>
  );
}

function Details({ referral }: { referral: Referral }) {
  const { t } = useTranslation('referrals');
  const format = useFormatters();
  const formatDate = useCalendarDate();
  const closeReason = referralCloseReasons.find((entry) => entry.id === referral.closeReasonId);
  const closed = referral.status === ReferralStatus.CLOSED;
  const rows: [string, ReactNode][] = [
    [t('fields.patient'), <PatientName key="patient" id={referral.patientId} name={referral.patientName} />],
    [t('fields.hub'), referral.hubId === null ? t('show.noHub') : <HubName key="hub" hubId={referral.hubId} name={referral.hubName} />],
    [t('fields.openedOn'), formatDate(referral.openedOn)],
    ...(referral.status === ReferralStatus.HOLD ? [[t('fields.holdReason'), referral.holdReason ?? '—'] as [string, ReactNode]] : []),
    ...(closed
      ? ([
          [t('fields.closeReason'), closeReason === undefined ? t('closeReasons.unknown', { id: referral.closeReasonId }) : t(`closeReasons.${closeReason.key}`)],
          ...(referral.closeComment === null ? [] : [[t('fields.closeComment'), referral.closeComment]]),
          [t('fields.dischargeDate'), formatDate(referral.dischargeDate)],
          [t('fields.closedAt'), format.dateTime(referral.closedAt)],
        ] as [string, ReactNode][])
      : []),
    [t('fields.updatedAt'), format.dateTime(referral.updatedAt)],
  ];
  return <DetailList rows={rows} />;
}

/** The hub's name, and a link to it for the roles that may read hubs. */
function HubName({ hubId, name }: { hubId: string; name: string | null }) {
  const locale = useLocaleSegment();
  if (!canAccess(actorOf(useSession()), 'hubs')) return <Named id={hubId} name={name} />;
  return (
    <RouterLink to={`/user/${locale}/hubs/${hubId}`}>
      <Named id={hubId} name={name} />
    </RouterLink>
  );
}
