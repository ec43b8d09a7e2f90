import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hostLeadStreamId, type ExistingHostLead } from '@careledger/domain';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api';
import { shortId } from '../assessment/datetime';
import { streamHistoryPath, useRoleLabel } from '../audit/labels';
import { actorOf, useSession } from '../auth';
import { useHub } from '../hub/queries';
import { useProductLabel } from '../hub/product';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { CloseIcon } from '../layout/icons';
import { PageLoader } from '../layout/PageLoader';
import { DetailList } from '../layout/Section';
import { HostLeadActions } from './actions';
import type { HostLeadDetail, HostLeadStep } from './lead';
import { useHostLead } from './queries';
import { HostLeadStatusChip, useLeadLocationLabel } from './status';

/** Answers that mean "no such lead" rather than a failure worth retrying (400: not a UUID). */
const MISSING = [400, 404];

interface HostLeadDetailPanelProps {
  id: string;
  titleId: string;
  onClose: () => void;
}

/** The drawer's content: one lead as its own history tells it, what can be done to it now, and its steps. */
export function HostLeadDetailPanel({ id, titleId, onClose }: HostLeadDetailPanelProps) {
  const { t } = useTranslation('hostLeads');
  const session = useSession();
  const query = useHostLead(id);

  const header = (title: ReactNode) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography id={titleId} variant="h5" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <IconButton aria-label={t('show.close')} onClick={onClose} edge="end">
        <CloseIcon />
      </IconButton>
    </Stack>
  );

  if (query.isPending) {
    return (
      <Stack spacing={2}>
        {header(t('show.title'))}
        <PageLoader />
      </Stack>
    );
  }
  const detail = query.data;
  if (query.isError || detail === undefined) {
    const missing = !query.isError || (isApiError(query.error) && query.error.status !== undefined && MISSING.includes(query.error.status));
    return (
      <Stack spacing={2}>
        {header(t('show.title'))}
        {missing ? <Alert severity="warning">{t('show.notFound')}</Alert> : <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {header(detail.lead.contactName)}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <HostLeadStatusChip data-testid="host-lead-status" status={detail.lead.status} size="medium" />
        <Typography variant="body2" color="text.secondary">
          {t('show.version', { version: detail.version })}
        </Typography>
      </Stack>
      <Section title={t('show.actions')}>
        <HostLeadActions detail={detail} actor={actorOf(session)} />
      </Section>
      <Divider />
      <Section title={t('show.details')}>
        <Details detail={detail} />
      </Section>
      <Divider />
      <Section title={t('show.history')}>
        <Steps detail={detail} />
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Details({ detail }: { detail: HostLeadDetail }) {
  const { t } = useTranslation('hostLeads');
  const format = useFormatters();
  const productLabel = useProductLabel();
  const locationLabel = useLeadLocationLabel();
  const { lead } = detail;
  const rows: [string, ReactNode][] = [
    [t('fields.email'), <Link key="email" href={`mailto:${lead.email}`}>{lead.email}</Link>],
    [t('fields.phone'), lead.phone === null ? '—' : <Link key="phone" href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</Link>],
    [t('fields.city'), lead.city ?? '—'],
    [t('fields.product'), productLabel(lead.productId)],
    [t('fields.leadLocation'), locationLabel(lead.leadLocationId)],
    [t('fields.notes'), lead.notes ?? '—'],
    [t('fields.capturedAt'), format.dateTime(detail.capturedAt)],
    [t('fields.updatedAt'), format.dateTime(detail.updatedAt)],
    ...outcomeOf(lead, t('fields.hub'), t('fields.rejectReason')),
  ];
  return <DetailList rows={rows} />;
}

const outcomeOf = (lead: ExistingHostLead, hubLabel: string, reasonLabel: string): [string, ReactNode][] => {
  if (lead.status === 'CONVERTED') return [[hubLabel, <HubLink key="hub" hubId={lead.hubId} />]];
  if (lead.status === 'REJECTED') return [[reasonLabel, lead.rejectionReason]];
  return [];
};

function HubLink({ hubId }: { hubId: string }) {
  const locale = useLocaleSegment();
  const hub = useHub(hubId);
  return (
    <Link component={RouterLink} to={`/user/${locale}/hubs/${hubId}`} title={hubId}>
      {hub.data?.name ?? shortId(hubId)}
    </Link>
  );
}

function Steps({ detail }: { detail: HostLeadDetail }) {
  const { t } = useTranslation('hostLeads');
  const locale = useLocaleSegment();
  return (
    <Stack spacing={1.5}>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {detail.steps.map((step, index) => (
          <Step key={index} step={step} />
        ))}
      </Box>
      <Button component={RouterLink} to={streamHistoryPath(locale, hostLeadStreamId(detail.lead.hostLeadId))} size="small" sx={{ alignSelf: 'flex-start' }}>
        {t('show.auditLink')}
      </Button>
    </Stack>
  );
}

function Step({ step }: { step: HostLeadStep }) {
  const { t } = useTranslation('hostLeads');
  const format = useFormatters();
  const roleLabel = useRoleLabel();
  return (
    <li>
      <Typography variant="body2">
        {t(`steps.${step.type}`)}
        {step.reason !== undefined && ` · ${step.reason}`}
        {step.hubId !== undefined && (
          <>
            {' · '}
            <HubLink hubId={step.hubId} />
          </>
        )}
      </Typography>
      <Typography variant="caption" color="text.secondary" title={step.actorId}>
        {t('steps.by', { role: roleLabel(step.actorRole), time: format.dateTime(step.occurredAt) })}
      </Typography>
    </li>
  );
}
