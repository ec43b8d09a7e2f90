import { BillingFrequency, MembershipProduct, Recurrence, RoundingRule, UnitOfMeasure } from '../catalog/billing';
import { CardType, PaymentCollectionMode } from '../catalog/payments';
import { Role } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import type { Subscribe } from './commands';
import type { Subscribed } from './events';

/** Shared data for the billing specs; not exported from the package. */
export const subscriptionId = '9c1b2a3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
export const patientId = 'c0a8012e-5b7d-4f3a-8e21-6f9d2b4c7e30';
export const productId = '5f1e2d3c-4b5a-4697-8877-665544332211';
export const taxRateId = '6a1e2d3c-4b5a-4697-8877-665544332211';
export const familyId = 'family-0001';

export const metadata: CommandMetadata = { commandId: 'c-1', correlationId: 'c-1', actorId: familyId, actorRole: Role.USER, now: '2030-03-15T09:00:00.000Z' };

export const subscribe = (changes: Partial<Subscribe['data']> = {}): Subscribe => ({
  type: 'Subscribe',
  data: {
    subscriptionId,
    patientId,
    userId: null,
    productId,
    product: { membershipCode: MembershipProduct.REMOTE_MONITORING, unitPriceCents: 4_950, unitOfMeasure: UnitOfMeasure.MONTHLY, retired: false },
    taxRateId,
    taxRate: { rateBasisPoints: 1_300 },
    billingFrequency: BillingFrequency.MONTHLY,
    collectionMode: PaymentCollectionMode.SEND_INVOICE,
    cardType: null,
    recurrence: Recurrence.MONTHLY_SAME_DATE,
    roundingRule: RoundingRule.NEAREST_INCREMENT,
    roundingIncrementCents: 1,
    startDate: '2030-01-10',
    ...changes,
  },
  metadata,
});

export const subscribed = (changes: Partial<Subscribed['data']> = {}): Subscribed => ({
  type: 'Subscribed',
  data: {
    subscriptionId,
    patientId,
    userId: null,
    productId,
    membershipCode: MembershipProduct.REMOTE_MONITORING,
    unitPriceCents: 4_950,
    unitOfMeasure: UnitOfMeasure.MONTHLY,
    taxRateId,
    taxRateBasisPoints: 1_300,
    billingFrequency: BillingFrequency.MONTHLY,
    collectionMode: PaymentCollectionMode.SEND_INVOICE,
    cardType: null,
    recurrence: Recurrence.MONTHLY_SAME_DATE,
    roundingRule: RoundingRule.NEAREST_INCREMENT,
    roundingIncrementCents: 1,
    startDate: '2030-01-10',
    subscribedBy: familyId,
    ...changes,
  },
});

export const charged = { collectionMode: PaymentCollectionMode.CHARGE_AUTOMATICALLY, cardType: CardType.VISA } as const;
