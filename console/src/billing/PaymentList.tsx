import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { paymentStates, type PaymentStateId } from '@careledger/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid } from '../layout/RecordGrid';
import { listStateOf } from '../layout/RecordPage';
import { StatusSelect } from '../layout/StatusSelect';
import { useListParams } from '../layout/useListParams';
import { PAGE_SIZES, PAYMENT_SORT, PAYMENT_SORT_FIELDS, paymentParamsFrom, paymentSearchFrom } from './filters';
import { useBillingLabels } from './labels';
import { usePaymentColumns } from './paymentColumns';
import { usePaymentList } from './queries';

function EmptyOverlay() {
  const { t } = useTranslation('billing');
  const [search] = useSearchParams();
  const params = paymentParamsFrom(search);
  const filtered = [params.status, params.from, params.to].some((value) => value !== undefined);
  return <EmptyMessage title={filtered ? t('payments.emptyFiltered') : t('payments.empty')} hint={filtered ? t('payments.emptyFilteredHint') : t('payments.emptyHint')} />;
}

const isPaymentState = (value: number | undefined): value is PaymentStateId => paymentStates.some((entry) => entry.id === value);

/** Every payment this role may read, in its effective state; a row opens its subscription. */
export function PaymentList() {
  const { t } = useTranslation('billing');
  const labels = useBillingLabels();
  const locale = useLocaleSegment();
  const navigate = useNavigate();
  const { search, params, update } = useListParams(paymentParamsFrom, paymentSearchFrom);
  const list = usePaymentList(params);
  const columns = usePaymentColumns('all');

  const open = (id: string) => {
    const payment = list.data?.data.find((row) => row.id === id);
    if (payment !== undefined) void navigate(`/user/${locale}/billing/subscriptions/${payment.subscriptionId}`, { state: { ...listStateOf(search), fromTab: 'payments' } });
  };

  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StatusSelect
          label={t('filters.state')}
          allLabel={t('filters.allStates')}
          value={params.status}
          options={paymentStates.map((entry) => ({ id: entry.id, label: labels.paymentState(entry.id) }))}
          onChange={(status) => update({ status: isPaymentState(status) ? status : undefined, page: 1 })}
        />
        <DayFilter label={t('filters.from')} value={params.from} onChange={(from) => update({ from, page: 1 })} />
        <DayFilter label={t('filters.to')} value={params.to} onChange={(to) => update({ to, page: 1 })} />
      </Stack>
      {list.isError && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      <RecordGrid
        label={t('tabs.payments')}
        answer={list.data}
        loading={list.isFetching}
        columns={columns}
        paging={params}
        pageSizes={PAGE_SIZES}
        sortable={PAYMENT_SORT_FIELDS}
        defaultSort={PAYMENT_SORT}
        onPagingChange={update}
        onOpen={open}
        emptyOverlay={EmptyOverlay}
      />
    </Stack>
  );
}

function DayFilter({ label, value, onChange }: { label: string; value: string | undefined; onChange: (day: string | undefined) => void }) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 170 }}
    />
  );
}
