import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Caregiver } from '../api';
import { actorOf, useSession } from '../auth';
import { useFormatters, useLocaleSegment } from '../i18n';
import { BackToList, RecordUnavailable, useListSearch } from '../layout/RecordPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { DetailList, Section } from '../layout/Section';
import { CaregiverStatusChip, useCaregiverLabels } from './labels';
import { CaregiverProfessionChange } from './ProfessionChange';
import { CaregiverProfileEdit } from './ProfileEdit';
import { useCaregiver } from './queries';
import { CaregiverSkills } from './Skills';
import { CaregiverStatusActions } from './StatusActions';

const nameOf = (caregiver: Caregiver) => `${caregiver.firstName} ${caregiver.lastName}`;

export default function CaregiverShow() {
  const { t } = useTranslation('caregivers');
  const { id = '' } = useParams();
  const locale = useLocaleSegment();
  const actor = actorOf(useSession());
  const caregiver = useCaregiver(id);
  useDocumentTitle(caregiver.data === undefined ? t('list.title') : nameOf(caregiver.data));

  const listSearch = useListSearch();
  const back = <BackToList to={`/user/${locale}/caregivers${listSearch}`} label={t('show.back')} />;
  if (!caregiver.isSuccess) return <RecordUnavailable query={caregiver} back={back} notFound={t('show.notFound')} />;

  const shown = caregiver.data;
  return (
    <Stack spacing={2}>
      {back}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {nameOf(shown)}
        </Typography>
        <CaregiverStatusChip status={shown.status} />
        <Typography variant="body2" color="text.secondary">
          {t('show.version', { version: shown.version })}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Section title={t('show.details')}>
            <Stack spacing={2}>
              <Details caregiver={shown} />
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <CaregiverProfileEdit caregiver={shown} actor={actor} />
                <CaregiverProfessionChange caregiver={shown} actor={actor} />
              </Stack>
            </Stack>
          </Section>
          <Section title={t('show.status')}>
            <CaregiverStatusActions caregiver={shown} actor={actor} />
          </Section>
        </Stack>
        <Section title={t('show.skills')}>
          <CaregiverSkills caregiver={shown} actor={actor} />
        </Section>
      </Box>
    </Stack>
  );
}

function Details({ caregiver }: { caregiver: Caregiver }) {
  const { t } = useTranslation('caregivers');
  const format = useFormatters();
  const labels = useCaregiverLabels();
  const rows: [string, ReactNode][] = [
    [t('fields.status'), labels.status(caregiver.status)],
    ...(caregiver.statusReason === null ? [] : ([[t('fields.statusReason'), caregiver.statusReason]] as [string, ReactNode][])),
    [t('fields.profession'), labels.profession(caregiver.professionId)],
    [t('fields.email'), caregiver.email],
    [t('fields.phone'), caregiver.phone ?? '—'],
    [t('fields.agency'), caregiver.agencyName ?? caregiver.agencyId],
    [t('fields.createdAt'), format.dateTime(caregiver.createdAt)],
    [t('fields.updatedAt'), format.dateTime(caregiver.updatedAt)],
  ];
  return <DetailList rows={rows} />;
}
