import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '../api';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { listStateOf } from '../layout/RecordPage';
import { useListParams } from '../layout/useListParams';
import { useCalendarDate } from '../i18n/calendar-dates';
import { ChoiceFilter } from './ChoiceFilter';
import { PAGE_SIZES, SUBSCRIPTION_SORT, SUBSCRIPTION_SORT_FIELDS, subscriptionParamsFrom, subscriptionSearchFrom } from './filters';
import { SUBSCRIPTION_STATUSES, SubscriptionStatusChip, useBillingLabels } from './labels';
import { useMoney } from './money';
import { useProductNames, useSubscriptionList } from './queries';

function EmptyOverlay() {
  const { t } = useTranslation('billing');
  const [search] = useSearchParams();
  const filtered = subscriptionParamsFrom(search).status !== undefined;
  return <EmptyMessage title={filtered ? t('subscriptions.emptyFiltered') : t('subscriptions.empty')} hint={filtered ? t('subscriptions.emptyFilteredHint') : t('subscriptions.emptyHint')} />;
}

export function SubscriptionList() {
  const { t } = useTranslation('billing');
  const format = useFormatters();
  const formatDate = useCalendarDate();
  const labels = useBillingLabels();
  const { money, rate } = useMoney();
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const { search, params, update } = useListParams(subscriptionParamsFrom, subscriptionSearchFrom);
  const list = useSubscriptionList(params);
  const productNames = useProductNames();

  const open = (id: string) => void navigate(`/user/${locale}/billing/subscriptions/${id}`, { state: listStateOf(search) });

  const columns = useMemo(
    (): GridColDef<Subscription>[] => [
      { field: 'status', headerName: t('fields.status'), width: 120, renderCell: ({ row }) => <SubscriptionStatusChip status={row.status} /> },
      {
        field: 'productId',
        headerName: t('fields.product'),
        flex: 1,
        minWidth: 180,
        valueGetter: (_value, row) => productNames.data?.get(row.productId) ?? labels.product(row.membershipCode),
      },
      { field: 'billedTo', headerName: t('fields.billedTo'), width: 170, valueGetter: (_value, row) => labels.billedTo(row) },
      {
        field: 'unitPriceCents',
        headerName: t('fields.price'),
        width: 170,
        valueGetter: (_value, row) => t('products.pricePer', { price: money(row.unitPriceCents), unit: labels.unit(row.unitOfMeasure) }),
      },
      { field: 'taxRateBasisPoints', headerName: t('fields.tax'), width: 90, valueFormatter: (value: number) => rate(value) },
      { field: 'billingFrequency', headerName: t('fields.frequency'), width: 140, valueFormatter: (value: number) => labels.frequency(value) },
      { field: 'collectionMode', headerName: t('fields.collection'), width: 180, valueGetter: (_value, row) => labels.collection(row) },
      { field: 'startDate', headerName: t('fields.startDate'), width: 130, valueFormatter: (value: string) => formatDate(value) },
      { field: 'cancelledFrom', headerName: t('fields.cancelledFrom'), width: 140, valueFormatter: (value: string | null) => formatDate(value) },
      { field: 'createdAt', headerName: t('fields.createdAt'), width: 180, valueFormatter: (value: string) => format.dateTime(value) },
    ],
    [t, format, formatDate, labels, money, rate, productNames.data],
  );

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap>
        <ChoiceFilter
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          value={params.status}
          options={SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: labels.subscriptionStatus(status) }))}
          onChange={(status) => update({ status, page: 1 })}
        />
      </Stack>
      {list.isError && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      <RecordGrid
        label={t('tabs.subscriptions')}
        answer={list.data}
        loading={list.isFetching}
        columns={columns}
        paging={params}
        pageSizes={PAGE_SIZES}
        sortable={SUBSCRIPTION_SORT_FIELDS}
        defaultSort={SUBSCRIPTION_SORT}
        onPagingChange={update}
        onOpen={open}
        emptyOverlay={EmptyOverlay}
      />
    </Stack>
  );
}
