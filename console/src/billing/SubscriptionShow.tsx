import { useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentListParams, Subscription } from '../api';
import { shortId } from '../assessment/datetime';
import { actorOf, canAccess, useSession } from '../auth';
import { useFormatters, useLocaleSegment } from '../i18n';
import { ErrorAlert } from '../layout/ErrorAlert';
import { EmptyMessage, RecordGrid, type GridPaging } from '../layout/RecordGrid';
import { BackToList, RecordUnavailable, useListSearch } from '../layout/RecordPage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useCalendarDate } from '../i18n/calendar-dates';
import { DetailList, Section } from '../layout/Section';
import { PAGE_SIZES, PAYMENT_SORT, PAYMENT_SORT_FIELDS } from './filters';
import { SubscriptionStatusChip, useBillingLabels } from './labels';
import { useMoney } from './money';
import { usePaymentColumns } from './paymentColumns';
import { usePaymentList, useProductNames, useSubscription, useTaxRates } from './queries';

/** The list a subscription was opened from: the payments tab hands over `fromTab`. */
const useBackTab = (): 'payments' | 'subscriptions' => {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && 'fromTab' in state && state.fromTab === 'payments' ? 'payments' : 'subscriptions';
};

export function SubscriptionShow() {
  const { t } = useTranslation('billing');
  const { id = '' } = useParams();
  const locale = useLocaleSegment();
  const subscription = useSubscription(id);
  const listSearch = useListSearch();
  const backTab = useBackTab();
  const labels = useBillingLabels();
  const productName = useProductNames().data?.get(subscription.data?.productId ?? '');
  // The record is named by whom it bills and what: "Subscription — Freya Nilsson, At-home day program".
  const title = subscription.isSuccess
    ? t('subscription.titleNamed', { billedTo: labels.billedTo(subscription.data), product: productName ?? labels.product(subscription.data.membershipCode) })
    : t('subscription.title', { id: shortId(id) });
  useDocumentTitle(title);

  const back = <BackToList to={`/user/${locale}/billing/${backTab}${listSearch}`} label={t(`subscription.back.${backTab}`)} />;
  if (!subscription.isSuccess) return <RecordUnavailable query={subscription} back={back} notFound={t('subscription.notFound')} />;

  const shown = subscription.data;
  return (
    <Stack spacing={2} sx={{ flex: 1, minHeight: 0 }}>
      {back}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <SubscriptionStatusChip status={shown.status} />
        <Typography variant="body2" color="text.secondary">
          {t('subscription.version', { version: shown.version })}
        </Typography>
      </Stack>
      <Section title={t('subscription.terms')}>
        <Terms subscription={shown} />
      </Section>
      <Typography variant="h6" component="h2">
        {t('subscription.payments')}
      </Typography>
      <SubscriptionPayments subscriptionId={shown.id} />
    </Stack>
  );
}

function Terms({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const format = useFormatters();
  const formatDate = useCalendarDate();
  const labels = useBillingLabels();
  const { money, rate } = useMoney();
  const locale = useLocaleSegment();
  const mayReadPatients = canAccess(actorOf(useSession()), 'patients');
  const productName = useProductNames().data?.get(subscription.productId);
  const taxRateName = useTaxRates().data?.find((entry) => entry.id === subscription.taxRateId)?.name;
  const { patientId } = subscription;
  const cancelled = subscription.cancelledFrom !== null;
  const rows: [string, ReactNode][] = [
    [t('fields.product'), productName === undefined ? labels.product(subscription.membershipCode) : `${productName} (${labels.product(subscription.membershipCode)})`],
    [
      t('fields.billedTo'),
      patientId !== null && mayReadPatients ? (
        <RouterLink key="patient" to={`/user/${locale}/patients/${patientId}`}>
          {labels.billedTo(subscription)}
        </RouterLink>
      ) : (
        labels.billedTo(subscription)
      ),
    ],
    [t('fields.price'), t('products.pricePer', { price: money(subscription.unitPriceCents), unit: labels.unit(subscription.unitOfMeasure) })],
    [t('fields.tax'), taxRateName === undefined ? rate(subscription.taxRateBasisPoints) : t('products.taxRateOption', { name: taxRateName, rate: rate(subscription.taxRateBasisPoints) })],
    [t('fields.frequency'), labels.frequency(subscription.billingFrequency)],
    [t('fields.recurrence'), labels.recurrence(subscription.recurrence)],
    [t('fields.rounding'), t('subscription.roundingTo', { rule: labels.rounding(subscription.roundingRule), increment: money(subscription.roundingIncrementCents) })],
    [t('fields.collection'), labels.collection(subscription)],
    [t('fields.startDate'), formatDate(subscription.startDate)],
    ...(cancelled
      ? ([
          [t('fields.cancelledFrom'), formatDate(subscription.cancelledFrom)],
          [t('fields.cancelReason'), subscription.cancelReason ?? '—'],
        ] as [string, ReactNode][])
      : []),
    [t('fields.createdAt'), format.dateTime(subscription.createdAt)],
    [t('fields.updatedAt'), format.dateTime(subscription.updatedAt)],
  ];
  return <DetailList rows={rows} />;
}

function NoPayments() {
  const { t } = useTranslation('billing');
  return <EmptyMessage title={t('subscription.noPayments')} hint={t('subscription.noPaymentsHint')} />;
}

/** The subscription's payments, paged here rather than in the URL: the URL belongs to the subscription. */
function SubscriptionPayments({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation('billing');
  const [paging, setPaging] = useState<GridPaging<PaymentListParams['sort']['field']>>({ page: 1, pageSize: 25, sort: PAYMENT_SORT });
  const list = usePaymentList({ ...paging, subscriptionId });
  const columns = usePaymentColumns('subscription');
  return (
    <>
      {list.isError && <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      <RecordGrid
        label={t('subscription.payments')}
        answer={list.data}
        loading={list.isFetching}
        columns={columns}
        paging={paging}
        pageSizes={PAGE_SIZES}
        sortable={PAYMENT_SORT_FIELDS}
        defaultSort={PAYMENT_SORT}
        onPagingChange={(change) => setPaging((current) => ({ ...current, ...change }))}
        emptyOverlay={NoPayments}
      />
    </>
  );
}
