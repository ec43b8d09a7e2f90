import { useMemo } from 'react';
import Chip, { type ChipProps } from '@mui/material/Chip';
import {
  billingFrequencies,
  cardBatchStatusAnswer,
  cardTypes,
  membershipProducts,
  paymentCollectionModes,
  paymentStates,
  recurrences,
  roundingRules,
  subscriptionStatusAnswer,
  unitsOfMeasure,
} from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { CardBatchStatus, Subscription, SubscriptionStatus } from '../api';
import { shortId } from '../assessment/datetime';

type PaymentStateName = (typeof paymentStates)[number]['key'];

const paymentColors: Record<PaymentStateName, NonNullable<ChipProps['color']>> = { UNPAID: 'warning', PAID: 'success', VOIDED: 'default' };
const subscriptionColors: Record<SubscriptionStatus, NonNullable<ChipProps['color']>> = { active: 'success', cancelled: 'default' };
const batchColors: Record<CardBatchStatus, NonNullable<ChipProps['color']>> = { open: 'info', settled: 'success', voided: 'default' };

export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = subscriptionStatusAnswer.options;
export const CARD_BATCH_STATUSES: readonly CardBatchStatus[] = cardBatchStatusAnswer.options;

export const isSubscriptionStatus = (value: unknown): value is SubscriptionStatus => SUBSCRIPTION_STATUSES.some((status) => status === value);
export const isCardBatchStatus = (value: unknown): value is CardBatchStatus => CARD_BATCH_STATUSES.some((status) => status === value);

/** The billing catalogs and statuses in the reader's language; an id the catalog lacks is shown as itself. */
export const useBillingLabels = () => {
  const { t } = useTranslation('billing');
  return useMemo(() => {
    const card = (cardType: string | null) => {
      if (cardType === null) return '—';
      const key = cardTypes.find((entry) => entry.id === cardType)?.key;
      return key === undefined ? cardType : t(`cardType.${key}`);
    };
    return {
      paymentState: (id: number) => {
        const key = paymentStates.find((entry) => entry.id === id)?.key;
        return key === undefined ? t('paymentState.unknown', { id }) : t(`paymentState.${key}`);
      },
      subscriptionStatus: (status: string) => (isSubscriptionStatus(status) ? t(`subscriptionStatus.${status}`) : status),
      cardBatchStatus: (status: string) => (isCardBatchStatus(status) ? t(`cardBatchStatus.${status}`) : status),
      product: (code: string) => {
        const key = membershipProducts.find((entry) => entry.id === code)?.key;
        return key === undefined ? code : t(`membership.${key}`);
      },
      unit: (id: number) => {
        const key = unitsOfMeasure.find((entry) => entry.id === id)?.key;
        return key === undefined ? String(id) : t(`unitOfMeasure.${key}`);
      },
      frequency: (id: number) => {
        const key = billingFrequencies.find((entry) => entry.id === id)?.key;
        return key === undefined ? String(id) : t(`billingFrequency.${key}`);
      },
      recurrence: (id: number) => {
        const key = recurrences.find((entry) => entry.id === id)?.key;
        return key === undefined ? String(id) : t(`recurrence.${key}`);
      },
      rounding: (id: number) => {
        const key = roundingRules.find((entry) => entry.id === id)?.key;
        return key === undefined ? String(id) : t(`roundingRule.${key}`);
      },
      card,
      /** By invoice, or charged to a card of a named brand. */
      collection: (row: Pick<Subscription, 'collectionMode' | 'cardType'>) => {
        const key = paymentCollectionModes.find((entry) => entry.id === row.collectionMode)?.key;
        const mode = key === undefined ? row.collectionMode : t(`collectionMode.${key}`);
        return row.cardType === null ? mode : `${mode} · ${card(row.cardType)}`;
      },
      /** Whom a subscription bills, by name: a patient's care, or a family member's own membership; by id only when no read model names them. */
      billedTo: (row: Pick<Subscription, 'patientId' | 'patientName' | 'userId' | 'userName'>) => {
        if (row.patientId !== null) return row.patientName ?? t('billedTo.patient', { id: shortId(row.patientId) });
        return row.userId === null ? '—' : (row.userName ?? t('billedTo.member', { id: shortId(row.userId) }));
      },
    };
  }, [t]);
};

export function PaymentStateChip({ status }: { status: number }) {
  const labels = useBillingLabels();
  const name = paymentStates.find((entry) => entry.id === status)?.key;
  return <Chip size="small" label={labels.paymentState(status)} color={name === undefined ? 'default' : paymentColors[name]} />;
}

export function SubscriptionStatusChip({ status }: { status: string }) {
  const labels = useBillingLabels();
  return <Chip size="small" label={labels.subscriptionStatus(status)} color={isSubscriptionStatus(status) ? subscriptionColors[status] : 'default'} />;
}

export function CardBatchStatusChip({ status, ...chipProps }: Omit<ChipProps, 'label' | 'color'> & { status: string }) {
  const labels = useBillingLabels();
  return <Chip size="small" {...chipProps} label={labels.cardBatchStatus(status)} color={isCardBatchStatus(status) ? batchColors[status] : 'default'} />;
}
