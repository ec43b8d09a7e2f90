import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { Page, WebhookDelivery } from '../api';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid, type GridPaging } from '../layout/RecordGrid';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useRedeliver, useWebhook, useWebhookDeliveries } from './queries';
import { WebhookStatus } from './Webhooks';

const PAGE_SIZES = [25, 50, 100] as const;
type DeliveryField = 'globalPosition';
const NEWEST_FIRST: GridPaging<DeliveryField>['sort'] = { field: 'globalPosition', direction: 'desc' };
const SORTABLE: readonly DeliveryField[] = [];

type DeliveryRow = WebhookDelivery & { id: string };

function EmptyOverlay() {
  const { t } = useTranslation('webhooks');
  return <EmptyMessage title={t('deliveries.empty')} hint={t('deliveries.emptyHint')} />;
}

/** Settings › Webhooks › one subscription: its delivery log, newest event first, each event sent again on request. */
export default function Deliveries() {
  const { t } = useTranslation('webhooks');
  const { dateTime } = useFormatters();
  const id = useParams<'id'>().id ?? '';
  const webhook = useWebhook(id);
  useDocumentTitle(t('deliveries.title'));
  const [paging, setPaging] = useState<GridPaging<DeliveryField>>({ page: 1, pageSize: PAGE_SIZES[0], sort: NEWEST_FIRST });
  const deliveries = useWebhookDeliveries(id, paging.page, paging.pageSize);
  const redeliver = useRedeliver();
  const answer = useMemo((): Page<DeliveryRow> | undefined => {
    const page = deliveries.data;
    return page && { ...page, data: page.data.map((row) => ({ ...row, id: String(row.globalPosition) })) };
  }, [deliveries.data]);

  const columns = useMemo(
    (): GridColDef<DeliveryRow>[] => [
      { field: 'type', headerName: t('deliveries.columns.type'), flex: 1, minWidth: 140 },
      { field: 'streamId', headerName: t('deliveries.columns.record'), flex: 1, minWidth: 140 },
      { field: 'status', headerName: t('deliveries.columns.status'), width: 110, valueFormatter: (value: WebhookDelivery['status']) => t(`deliveries.status.${value}`) },
      { field: 'attempts', headerName: t('deliveries.columns.attempts'), width: 90, type: 'number' },
      {
        field: 'lastError',
        headerName: t('deliveries.columns.lastError'),
        flex: 1,
        minWidth: 120,
        // The receiver's status code tells a failure apart (a 500, a 410); a delivered row has no error to show.
        valueGetter: (_value, row) => (row.lastError === null ? '—' : row.lastStatusCode === null ? row.lastError : `${row.lastStatusCode}: ${row.lastError}`),
      },
      {
        field: 'responseTimeMs',
        headerName: t('deliveries.columns.responseTime'),
        width: 120,
        valueFormatter: (value: number | null) => (value === null ? '—' : t('deliveries.milliseconds', { count: value })),
      },
      { field: 'lastAttemptAt', headerName: t('deliveries.columns.time'), width: 170, valueGetter: (_value, row) => dateTime(row.lastAttemptAt ?? row.queuedAt) },
      {
        field: 'redeliver',
        headerName: '',
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            disabled={redeliver.isPending}
            aria-label={t('deliveries.redeliverLabel', { type: row.type, record: row.streamId })}
            onClick={() => redeliver.mutate({ id, globalPosition: row.globalPosition })}
          >
            {t('deliveries.redeliver')}
          </Button>
        ),
      },
    ],
    [t, dateTime, redeliver, id],
  );

  return (
    <Stack spacing={2} sx={{ flex: 1 }}>
      <Link component={RouterLink} to=".." relative="path">
        {t('deliveries.back')}
      </Link>
      <Typography variant="h4" component="h1">
        {t('deliveries.title')}
      </Typography>
      {webhook.isError && <ErrorAlert error={webhook.error} onRetry={() => void webhook.refetch()} />}
      {webhook.data && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ wordBreak: 'break-all' }}>{webhook.data.url}</Typography>
          <WebhookStatus webhook={webhook.data} />
          <Typography variant="body2" color="text.secondary">
            {webhook.data.eventTypes.join(', ')}
          </Typography>
        </Stack>
      )}
      {redeliver.isSuccess && (
        <Alert severity="success" role="status" onClose={() => redeliver.reset()}>
          {t('deliveries.redelivered', { position: redeliver.data.globalPosition })}
        </Alert>
      )}
      <ErrorAlert error={redeliver.error} />
      {deliveries.isError ? (
        <ErrorAlert error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : (
        <RecordGrid
          label={t('deliveries.label')}
          answer={answer}
          loading={deliveries.isFetching}
          columns={columns}
          paging={paging}
          pageSizes={PAGE_SIZES}
          sortable={SORTABLE}
          defaultSort={NEWEST_FIRST}
          onPagingChange={(change) => setPaging((current) => ({ ...current, ...change }))}
          emptyOverlay={EmptyOverlay}
        />
      )}
    </Stack>
  );
}
