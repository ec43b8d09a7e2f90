import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Agency } from '../api';
import { actorOf, useSession } from '../auth';
import { useFormatters, useLocaleSegment } from '../i18n';
import { BackToList, RecordUnavailable, useListSearch } from '../layout/RecordPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useCareServiceLabel } from '../posting/careService';
import { DetailList, Section } from '../layout/Section';
import { AgencyCareServicesEdit } from './CareServicesEdit';
import { AgencyInternalSwitch } from './InternalSwitch';
import { AgencyProfileEdit } from './ProfileEdit';
import { useAgency } from './queries';
import { AgencyStandingActions } from './StandingActions';
import { StandingChip, useStandingLabel } from './standing';

export default function AgencyShow() {
  const { t } = useTranslation('agencies');
  const { id = '' } = useParams();
  const locale = useLocaleSegment();
  const actor = actorOf(useSession());
  const agency = useAgency(id);
  useDocumentTitle(agency.data?.name ?? t('list.title'));

  const listSearch = useListSearch();
  const back = <BackToList to={`/user/${locale}/agencies${listSearch}`} label={t('show.back')} />;
  if (!agency.isSuccess) return <RecordUnavailable query={agency} back={back} notFound={t('show.notFound')} />;

  const shown = agency.data;
  return (
    <Stack spacing={2}>
      {back}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {shown.name}
        </Typography>
        <StandingChip level={shown.standing} />
        <Typography variant="body2" color="text.secondary">
          {t('show.version', { version: shown.version })}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Section title={t('show.details')}>
          <Stack spacing={2}>
            <Details agency={shown} />
            <AgencyInternalSwitch agency={shown} actor={actor} />
            <AgencyProfileEdit agency={shown} actor={actor} />
          </Stack>
        </Section>
        <Stack spacing={2}>
          <Section title={t('show.standing')}>
            <AgencyStandingActions agency={shown} actor={actor} />
          </Section>
          <Section title={t('show.careServices')}>
            <Stack spacing={2}>
              <CareServices ids={shown.careServiceIds} />
              <AgencyCareServicesEdit agency={shown} actor={actor} />
            </Stack>
          </Section>
        </Stack>
      </Box>
    </Stack>
  );
}

function Details({ agency }: { agency: Agency }) {
  const { t } = useTranslation('agencies');
  const format = useFormatters();
  const standing = useStandingLabel();
  const { address } = agency;
  const position = address.latitude === undefined || address.longitude === undefined ? undefined : t('show.position', { latitude: address.latitude, longitude: address.longitude });
  const rows: [string, ReactNode][] = [
    [t('fields.standing'), standing(agency.standing)],
    [t('fields.standingReason'), agency.standingReason ?? '—'],
    [t('fields.email'), agency.email],
    [t('fields.phone'), agency.phone ?? '—'],
    [t('fields.city'), `${agency.address.city}, ${agency.address.province}`],
    ...(position === undefined ? [] : ([[t('fields.position'), position]] as [string, ReactNode][])),
    [t('fields.internal'), agency.isInternal ? t('show.yes') : t('show.no')],
    [t('fields.createdAt'), format.dateTime(agency.createdAt)],
    [t('fields.updatedAt'), format.dateTime(agency.updatedAt)],
  ];
  return <DetailList rows={rows} />;
}

function CareServices({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('agencies');
  const label = useCareServiceLabel();
  if (ids.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('show.noCareServices')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {ids.map((id) => (
        <Chip key={id} size="small" label={label(id)} />
      ))}
    </Stack>
  );
}
