import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../api';
import { shortId } from '../assessment/datetime';
import { useCalendarDate } from '../i18n/calendar-dates';
import { PaymentStateChip, useBillingLabels } from './labels';
import { useMoney } from './money';

export function ShortId({ id }: { id: string | null }) {
  if (id === null) return '—';
  return (
    <Box component="span" title={id} sx={{ fontFamily: 'monospace' }}>
      {shortId(id)}
    </Box>
  );
}

/** A payment grid's columns; the subscription's own detail leaves out the subscription and whom it bills. */
export const usePaymentColumns = (within: 'all' | 'subscription'): GridColDef<Payment>[] => {
  const { t } = useTranslation('billing');
  const formatDate = useCalendarDate();
  const labels = useBillingLabels();
  const { money, rate, quantity } = useMoney();
  return useMemo(() => {
    const columns: (GridColDef<Payment> | false)[] = [
      { field: 'status', headerName: t('fields.state'), width: 110, renderCell: ({ row }) => <PaymentStateChip status={row.status} /> },
      {
        field: 'periodStart',
        headerName: t('fields.period'),
        width: 230,
        valueGetter: (_value, row) => t('payments.period', { start: formatDate(row.periodStart), end: formatDate(row.periodEnd) }),
      },
      within === 'all' && { field: 'subscriptionId', headerName: t('fields.subscription'), width: 120, renderCell: ({ row }) => <ShortId id={row.subscriptionId} /> },
      within === 'all' && { field: 'billedTo', headerName: t('fields.billedTo'), width: 170, valueGetter: (_value, row) => labels.billedTo(row) },
      { field: 'quantity', headerName: t('fields.quantity'), width: 90, valueFormatter: (value: number) => quantity(value) },
      { field: 'amountCents', headerName: t('fields.amount'), width: 120, valueFormatter: (value: number) => money(value) },
      {
        field: 'taxCents',
        headerName: t('fields.tax'),
        width: 150,
        valueGetter: (_value, row) => t('payments.taxAt', { tax: money(row.taxCents), rate: rate(row.taxRateBasisPoints) }),
      },
      { field: 'totalCents', headerName: t('fields.total'), width: 120, valueFormatter: (value: number) => money(value) },
      { field: 'collectionMode', headerName: t('fields.collection'), width: 200, valueGetter: (_value, row) => labels.collection(row) },
      { field: 'cardBatchId', headerName: t('fields.cardBatch'), width: 120, renderCell: ({ row }) => <ShortId id={row.cardBatchId} /> },
    ];
    return columns.filter((column) => column !== false);
  }, [t, formatDate, labels, money, rate, quantity, within]);
};
