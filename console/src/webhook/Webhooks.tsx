import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Webhook } from '../api';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage } from '../layout/RecordGrid';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useWebhooks } from './queries';
import { SubscribeDialog } from './SubscribeDialog';
import { WebhookActions } from './WebhookActions';

export function WebhookStatus({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation('webhooks');
  const label = webhook.status === 'active' ? t('status.active') : webhook.pausedReason === 'failures' ? t('status.pausedForFailures') : t('status.paused');
  return <Chip size="small" label={label} color={webhook.status === 'active' ? 'success' : 'warning'} variant="outlined" />;
}

function WebhookRow({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation('webhooks');
  const { dateTime } = useFormatters();
  return (
    <TableRow>
      <TableCell sx={{ wordBreak: 'break-all' }}>
        <Link component={RouterLink} to={webhook.id} aria-label={t('table.openLog', { url: webhook.url })}>
          {webhook.url}
        </Link>
      </TableCell>
      <TableCell>{webhook.eventTypes.join(', ')}</TableCell>
      <TableCell>
        <WebhookStatus webhook={webhook} />
      </TableCell>
      <TableCell>
        {t('failures', { count: webhook.consecutiveFailures })}
        {webhook.lastError !== null && (
          <Typography variant="body2" color="text.secondary" component="div">
            {webhook.lastError}
          </Typography>
        )}
      </TableCell>
      <TableCell>{dateTime(webhook.createdAt)}</TableCell>
      <TableCell>
        <WebhookActions webhook={webhook} />
      </TableCell>
    </TableRow>
  );
}

/** Settings › Webhooks: the organisation's signed webhook subscriptions (README, "Integrating"). */
export default function Webhooks() {
  const { t } = useTranslation('webhooks');
  useDocumentTitle(t('title'));
  const webhooks = useWebhooks();
  const [subscribing, setSubscribing] = useState(false);
  const titleId = useId();
  const rows = webhooks.data?.data ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <Box>
        <Button variant="contained" onClick={() => setSubscribing(true)}>
          {t('subscribe.open')}
        </Button>
      </Box>
      <Dialog open={subscribing} onClose={() => setSubscribing(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        {subscribing && <SubscribeDialog titleId={titleId} onClose={() => setSubscribing(false)} />}
      </Dialog>
      {webhooks.isError && <ErrorAlert error={webhooks.error} onRetry={() => void webhooks.refetch()} />}
      {webhooks.isPending && <Skeleton variant="rectangular" height={120} aria-label={t('loading')} />}
      {webhooks.data !== undefined && (
        <Paper variant="outlined">
          {rows.length === 0 ? (
            <EmptyMessage title={t('empty')} hint={t('emptyHint')} />
          ) : (
            <Table aria-label={t('table.label')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('table.url')}</TableCell>
                  <TableCell>{t('table.eventTypes')}</TableCell>
                  <TableCell>{t('table.status')}</TableCell>
                  <TableCell>{t('table.failures')}</TableCell>
                  <TableCell>{t('table.created')}</TableCell>
                  <TableCell>{t('table.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((webhook) => (
                  <WebhookRow key={webhook.id} webhook={webhook} />
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      )}
    </Stack>
  );
}
