import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mayActOnCluster } from '@careledger/domain';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HubDetail } from '../api';
import { actorOf, canAccess, useSession } from '../auth';
import { useFormatters, useLocaleSegment } from '../i18n';
import { BackToList, RecordUnavailable, useListSearch } from '../layout/RecordPage';
import { Named } from '../layout/Named';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { DetailList, Section } from '../layout/Section';
import { HubClusters } from './Clusters';
import { HubEvents } from './Events';
import { HubMap } from './HubMap';
import { mayReadHubNotes } from './noteAccess';
import { HubNotes } from './Notes';
import { useProductLabel } from './product';
import { useHub, useHubClusters } from './queries';
import { HubActiveChip } from './status';

export default function HubShow() {
  const { t } = useTranslation('hubs');
  const { id = '' } = useParams();
  const locale = useLocaleSegment();
  const actor = actorOf(useSession());
  const hub = useHub(id);
  const readsClusters = mayActOnCluster(actor, 'read');
  const clusters = useHubClusters(id, readsClusters && hub.isSuccess);
  useDocumentTitle(hub.data?.name ?? t('list.title'));

  const listSearch = useListSearch();
  const back = <BackToList to={`/user/${locale}/hubs${listSearch}`} label={t('show.back')} />;
  if (!hub.isSuccess) return <RecordUnavailable query={hub} back={back} notFound={t('show.notFound')} />;

  const shown = hub.data;
  return (
    <Stack spacing={2}>
      {back}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {shown.name}
        </Typography>
        <HubActiveChip data-testid="hub-status" active={shown.active} size="medium" />
        <Typography variant="body2" color="text.secondary">
          {t('show.version', { version: shown.version })}
        </Typography>
        {canAccess(actor, 'referrals') && (
          <Button component={RouterLink} to={`/user/${locale}/referrals?hubId=${shown.id}`} variant="outlined" size="small" sx={{ ml: { sm: 'auto' } }}>
            {t('show.referrals')}
          </Button>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Section title={t('show.details')}>
            <Details hub={shown} />
          </Section>
          <Section title={t('show.location')}>
            <Location hub={shown} />
          </Section>
        </Stack>
        <Stack spacing={2}>
          {readsClusters && (
            <Section title={t('show.clusters')}>
              <HubClusters hubId={shown.id} />
            </Section>
          )}
          <Section title={t('show.events')}>
            <HubEvents hubId={shown.id} />
          </Section>
        </Stack>
      </Box>
      {mayReadHubNotes(actor) && (
        <Section title={t('notes.title')}>
          <HubNotes hubId={shown.id} clusters={readsClusters && !clusters.isError ? clusters.data : []} actor={actor} />
        </Section>
      )}
    </Stack>
  );
}

function Details({ hub }: { hub: HubDetail }) {
  const { t } = useTranslation('hubs');
  const format = useFormatters();
  const productLabel = useProductLabel();
  const { lead } = hub;
  const rows: [string, ReactNode][] = [
    [t('fields.product'), productLabel(hub.productId)],
    [t('fields.capacity'), t('show.capacity', { count: hub.capacity })],
    [t('fields.lead'), lead.name],
    [t('fields.email'), lead.email === null ? t('show.noContact') : <Link key="email" href={`mailto:${lead.email}`}>{lead.email}</Link>],
    [t('fields.phone'), lead.phone === null ? t('show.noContact') : <Link key="phone" href={`tel:${lead.phone}`}>{lead.phone}</Link>],
    [t('fields.agency'), hub.agencyId === null ? t('show.noAgency') : <Named key="agency" id={hub.agencyId} name={hub.agencyName} />],
    ...(hub.active ? [] : [[t('fields.deactivationReason'), hub.deactivationReason ?? '—'] as [string, ReactNode]]),
    [t('fields.updatedAt'), format.dateTime(hub.updatedAt)],
  ];
  return <DetailList rows={rows} />;
}

/** The address, the coordinates and the place the map takes. */
function Location({ hub }: { hub: HubDetail }) {
  const { t, i18n } = useTranslation('hubs');
  const { address } = hub;
  const coordinate = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, { maximumFractionDigits: 5 });
  const rows: [string, ReactNode][] = [
    [t('fields.address'), [address.street, `${address.city}, ${address.province} ${address.postalCode}`, address.country].join('\n')],
    [t('fields.coordinates'), t('show.coordinates', { latitude: coordinate.format(hub.latitude), longitude: coordinate.format(hub.longitude) })],
  ];
  return (
    <Stack spacing={2}>
      <DetailList rows={rows} />
      <HubMap hubs={[hub]} label={t('show.mapLabel', { name: hub.name })} height={240} />
    </Stack>
  );
}
