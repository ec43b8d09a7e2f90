import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReferralStatus, referralCloseReasons } from '@careledger/domain';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Referral } from '../api';
import { shortId } from '../assessment/datetime';
import { actorOf, canAccess, useSession } from '../auth';
import { useHub } from '../hub/queries';
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
  useDocumentTitle(t('show.title', { id: shortId(id) }));

  const listSearch = useListSearch();
  const back = <BackToList to={`/user/${locale}/referrals${listSearch}`} label={t('show.back')} />;
  if (!referral.isSuccess) return <RecordUnavailable query={referral} back={back} notFound={t('show.notFound')} />;

  const shown = referral.data;
  return (
    <Stack spacing={2}>
      {back}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {t('show.title', { id: shortId(id) })}
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
  const locale = useLocaleSegment();
  const closeReason = referralCloseReasons.find((entry) => entry.id === referral.closeReasonId);
  const closed = referral.status === ReferralStatus.CLOSED;
  const rows: [string, ReactNode][] = [
    [t('fields.patient'), <RouterLink key="patient" to={`/user/${locale}/patients/${referral.patientId}`}>{referral.patientId}</RouterLink>],
    [t('fields.hub'), referral.hubId === null ? t('show.noHub') : <HubName key="hub" hubId={referral.hubId} />],
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

/** The hub's name and a link to it, for the roles that may read hubs; its id for the others. */
function HubName({ hubId }: { hubId: string }) {
  const locale = useLocaleSegment();
  const mayReadHubs = canAccess(actorOf(useSession()), 'hubs');
  const hub = useHub(hubId, mayReadHubs);
  if (!mayReadHubs) return <code>{hubId}</code>;
  return <RouterLink to={`/user/${locale}/hubs/${hubId}`}>{hub.data?.name ?? shortId(hubId)}</RouterLink>;
}
