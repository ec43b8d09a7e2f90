import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CardBatch } from '../api';
import { shortId } from '../assessment/datetime';
import { actorOf, useSession } from '../auth';
import { useFormatters } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { AddIcon } from '../layout/icons';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { useListParams } from '../layout/useListParams';
import { DetailList } from '../layout/Section';
import { CardBatchActions } from './CardBatchActions';
import { ChoiceFilter } from './ChoiceFilter';
import { CARD_BATCH_SORT, CARD_BATCH_SORT_FIELDS, PAGE_SIZES, cardBatchParamsFrom, cardBatchSearchFrom } from './filters';
import { CARD_BATCH_STATUSES, CardBatchStatusChip, useBillingLabels } from './labels';
import { useMoney } from './money';
import { OpenCardBatchForm } from './OpenCardBatchForm';
import { ShortId } from './paymentColumns';
import { mayOpenCardBatch } from './policy';
import { useCardBatchList, useOpenCardBatch } from './queries';

function EmptyOverlay() {
  const { t } = useTranslation('billing');
  const [search] = useSearchParams();
  const filtered = cardBatchParamsFrom(search).status !== undefined;
  return <EmptyMessage title={filtered ? t('cardBatches.emptyFiltered') : t('cardBatches.empty')} hint={filtered ? t('cardBatches.emptyFilteredHint') : t('cardBatches.emptyHint')} />;
}

/** The card batches; a row picked with a click or Enter shows its details and its actions beside the grid. */
export function CardBatchList() {
  const { t } = useTranslation('billing');
  const format = useFormatters();
  const labels = useBillingLabels();
  const { money } = useMoney();
  const actor = actorOf(useSession());
  const { params, update } = useListParams(cardBatchParamsFrom, cardBatchSearchFrom);
  const { batch: selectedId, ...listParams } = params;
  const list = useCardBatchList(listParams);
  const selected = list.data?.data.find((batch) => batch.id === selectedId);
  const [opening, setOpening] = useState(false);
  const openBatch = useOpenCardBatch();
  const openTitleId = useId();

  const columns = useMemo(
    (): GridColDef<CardBatch>[] => [
      { field: 'status', headerName: t('fields.status'), width: 120, renderCell: ({ row }) => <CardBatchStatusChip status={row.status} /> },
      { field: 'id', headerName: t('fields.cardBatch'), width: 120, renderCell: ({ row }) => <ShortId id={row.id} /> },
      { field: 'paymentCount', headerName: t('fields.payments'), width: 110 },
      { field: 'totalCents', headerName: t('fields.total'), width: 130, valueFormatter: (value: number) => money(value) },
      { field: 'voidReason', headerName: t('fields.voidReason'), flex: 1, minWidth: 180, valueFormatter: (value: string | null) => value ?? '—' },
      { field: 'createdAt', headerName: t('fields.openedAt'), width: 180, valueFormatter: (value: string) => format.dateTime(value) },
      { field: 'updatedAt', headerName: t('fields.updatedAt'), width: 180, valueFormatter: (value: string) => format.dateTime(value) },
    ],
    [t, format, money],
  );

  const submitOpening = (paymentIds: string[], idempotencyKey: string) =>
    openBatch.mutate(
      { paymentIds, idempotencyKey },
      {
        onSuccess: (result) => {
          setOpening(false);
          // The new batch is the newest: show it first, picked, so it can be settled or voided next.
          update({ batch: result.id, status: undefined, page: 1, sort: CARD_BATCH_SORT });
        },
      },
    );

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}>
        <ChoiceFilter
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          value={listParams.status}
          options={CARD_BATCH_STATUSES.map((status) => ({ value: status, label: labels.cardBatchStatus(status) }))}
          onChange={(status) => update({ status, page: 1 })}
        />
        {mayOpenCardBatch(actor) && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => {
              openBatch.reset();
              setOpening(true);
            }}
            sx={{ ml: { md: 'auto' } }}
          >
            {t('cardBatches.open.button')}
          </Button>
        )}
      </Stack>
      {list.isError && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' }, alignItems: 'stretch' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 400 }}>
          <RecordGrid
            label={t('tabs.cardBatches')}
            answer={list.data}
            loading={list.isFetching}
            columns={columns}
            paging={listParams}
            pageSizes={PAGE_SIZES}
            sortable={CARD_BATCH_SORT_FIELDS}
            defaultSort={CARD_BATCH_SORT}
            onPagingChange={update}
            onOpen={(id) => update({ batch: id })}
            emptyOverlay={EmptyOverlay}
          />
        </Box>
        <SelectedBatch selectedId={selectedId} batch={selected} loading={list.isFetching} />
      </Box>
      <Dialog open={opening} onClose={() => setOpening(false)} fullWidth maxWidth="sm" aria-labelledby={openTitleId}>
        {opening && <OpenCardBatchForm titleId={openTitleId} pending={openBatch.isPending} error={openBatch.error} onClose={() => setOpening(false)} onSubmit={submitOpening} />}
      </Dialog>
    </Stack>
  );
}

interface SelectedBatchProps {
  selectedId: string | undefined;
  batch: CardBatch | undefined;
  loading: boolean;
}

/** The picked batch as the latest list answer has it: after a command, the grid and this panel move together. */
function SelectedBatch({ selectedId, batch, loading }: SelectedBatchProps) {
  const { t } = useTranslation('billing');
  const format = useFormatters();
  const { money } = useMoney();
  const actor = actorOf(useSession());
  const heading = useRef<HTMLHeadingElement>(null);

  // A batch picked with Enter moves the keyboard to its actions' panel.
  useEffect(() => {
    if (selectedId !== undefined) heading.current?.focus();
  }, [selectedId]);

  return (
    <Card variant="outlined" component="section" aria-label={t('cardBatches.panelLabel')}>
      <CardContent>
        {selectedId === undefined ? (
          <Typography variant="body2" color="text.secondary">
            {t('cardBatches.pickOne')}
          </Typography>
        ) : batch === undefined && loading ? (
          <LinearProgress aria-label={t('cardBatches.loading')} />
        ) : batch === undefined ? (
          <Alert severity="info">{t('cardBatches.notInList', { id: shortId(selectedId) })}</Alert>
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography ref={heading} variant="h6" component="h2" tabIndex={-1} sx={{ outline: 'none' }}>
                {t('cardBatches.panelTitle', { id: shortId(batch.id) })}
              </Typography>
              <CardBatchStatusChip status={batch.status} data-testid="card-batch-status" />
            </Stack>
            <DetailList
              rows={[
                [t('fields.payments'), String(batch.paymentCount)],
                [t('fields.total'), money(batch.totalCents)],
                [t('fields.openedBy'), <ShortId key="opened-by" id={batch.openedBy} />],
                [t('fields.openedAt'), format.dateTime(batch.createdAt)],
                ...(batch.voidReason === null ? [] : [[t('fields.voidReason'), batch.voidReason] as const]),
                [t('fields.updatedAt'), format.dateTime(batch.updatedAt)],
                [t('fields.version'), String(batch.version)],
              ]}
            />
            <CardBatchActions key={batch.id} batch={batch} actor={actor} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
