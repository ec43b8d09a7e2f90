import { Role, type Actor } from '@careledger/domain';
import type { CardBatch, Payment, Product, Subscription, TaxRate } from '../api';

export const BATCH_ID = 'b0b1b2b3-c4c5-4d6d-8e7e-f8f9a0a1a2a3';
export const FIRST_PAYMENT = '11111111-1111-4111-8111-111111111111';
export const SECOND_PAYMENT = '22222222-2222-4222-8222-222222222222';
export const AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
export const PRODUCT_ID = '33333333-3333-4333-8333-333333333333';
export const TAX_RATE_ID = '44444444-4444-4444-8444-444444444444';
export const SUBSCRIPTION_ID = '55555555-5555-4555-8555-555555555555';
export const PATIENT_ID = '66666666-6666-4666-8666-666666666666';

const stamps = { version: 0, createdAt: '2026-01-05T10:00:00Z', updatedAt: '2026-01-05T10:00:00Z' };

export const product = (overrides: Partial<Product> = {}): Product => ({
  id: PRODUCT_ID,
  membershipCode: 'remote_monitoring',
  name: 'Remote monitoring',
  unitPriceCents: 3_499,
  unitOfMeasure: 3,
  active: true,
  ...stamps,
  ...overrides,
});

export const taxRate = (overrides: Partial<TaxRate> = {}): TaxRate => ({ id: TAX_RATE_ID, name: 'Ontario HST', rateBasisPoints: 1_300, ...stamps, ...overrides });

export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: SUBSCRIPTION_ID,
  patientId: PATIENT_ID,
  patientName: 'Ada Moreno',
  userId: null,
  userName: null,
  productId: PRODUCT_ID,
  membershipCode: 'remote_monitoring',
  unitPriceCents: 3_499,
  unitOfMeasure: 3,
  taxRateId: TAX_RATE_ID,
  taxRateBasisPoints: 1_300,
  billingFrequency: 4,
  collectionMode: 'charge_automatically',
  cardType: 'VISA',
  recurrence: 1,
  roundingRule: 0,
  roundingIncrementCents: 1,
  startDate: '2026-01-05',
  status: 'active',
  cancelledFrom: null,
  cancelReason: null,
  subscribedBy: 'admin-1',
  subscribedByName: 'Ana Admin',
  ...stamps,
  ...overrides,
});

export const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: FIRST_PAYMENT,
  subscriptionId: SUBSCRIPTION_ID,
  patientId: PATIENT_ID,
  patientName: 'Ada Moreno',
  userId: null,
  userName: null,
  periodStart: '2026-02-05',
  periodEnd: '2026-03-04',
  quantity: 1,
  unitPriceCents: 3_499,
  taxRateBasisPoints: 1_300,
  amountCents: 3_499,
  taxCents: 455,
  totalCents: 3_954,
  collectionMode: 'charge_automatically',
  cardType: 'VISA',
  status: 0,
  ownStatus: 0,
  cardBatchId: null,
  ...stamps,
  ...overrides,
});

export const cardBatch = (overrides: Partial<CardBatch> = {}): CardBatch => ({
  id: BATCH_ID,
  status: 'open',
  paymentIds: [FIRST_PAYMENT, SECOND_PAYMENT],
  paymentCount: 2,
  totalCents: 8_984,
  openedBy: 'admin-1',
  voidReason: null,
  version: 0,
  createdAt: '2026-03-01T09:00:00Z',
  updatedAt: '2026-03-01T09:00:00Z',
  ...overrides,
});

export const actors = {
  admin: { id: 'admin-1', roleId: Role.ADMIN, agencyId: null, partnerId: null },
  agency: { id: 'agency-1', roleId: Role.AGENCY, agencyId: AGENCY_ID, partnerId: null },
  family: { id: 'family-1', roleId: Role.USER, agencyId: null, partnerId: null },
  partner: { id: 'partner-1', roleId: Role.PARTNER, agencyId: null, partnerId: 'partner-org' },
  caregiver: { id: 'caregiver-1', roleId: Role.CAREGIVER, agencyId: AGENCY_ID, partnerId: null },
} satisfies Record<string, Actor>;
