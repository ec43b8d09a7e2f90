import { RecordCommand } from '@careledger/command-service';
import {
  BillingFrequency,
  cardBatchRecord,
  CardType,
  MembershipProduct,
  paymentAmounts,
  PaymentCollectionMode,
  paymentRecord,
  productRecord,
  Recurrence,
  RoundingRule,
  subscriptionRecord,
  taxRateRecord,
  UnitOfMeasure,
  type CardTypeId,
  type MembershipProductCode,
  type RoundingRuleId,
  type SubscriptionReference,
  type UnitOfMeasureId,
} from '@careledger/domain';
import { DAY, HOUR, recalled, remember, type DaysAgo, type DemoContext, type DemoPatient, type DemoRecord, type DemoSeeder } from './demo-context';
import { demoUserBySlug } from './demo-users';

interface DemoProduct {
  id: string;
  membershipCode: MembershipProductCode;
  unitPriceCents: number;
  unitOfMeasure: UnitOfMeasureId;
}

interface CardCharge {
  id: string;
  billedAt: number;
  cardType: CardTypeId;
  totalCents: number;
}

const dateOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const msOf = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The same day `months` later, or the month's last day when it has no such day. */
const addMonths = (date: string, months: number): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return dateOf(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)));
};

const CARDS: readonly CardTypeId[] = [CardType.VISA, CardType.VISA, CardType.MASTERCARD, CardType.VISA_DEBIT, CardType.AMERICAN_EXPRESS, CardType.DISCOVER];

/** Tax rates and the price list, kept by the admin: one rate cut and one price rise, one product retired. */
const seedPriceList = async (demo: DemoContext) => {
  const listedAt = demo.now.getTime() - 600 * DAY;
  const ontario = await demo.create(taxRateRecord, 'admin', { name: 'Ontario HST', rateBasisPoints: 1_300 }, listedAt);
  const novaScotia = await demo.create(taxRateRecord, 'admin', { name: 'Nova Scotia HST', rateBasisPoints: 1_500 }, listedAt + HOUR);
  await demo.act(novaScotia, 'admin', 'change', { rateBasisPoints: 1_400 }, 120 * DAY);
  const rates = [{ id: ontario.id, rateBasisPoints: 1_300 }, { id: novaScotia.id, rateBasisPoints: 1_400 }];

  const create = async (membershipCode: MembershipProductCode, name: string, unitPriceCents: number, unitOfMeasure: UnitOfMeasureId, offset: number) => {
    const record = await demo.create(productRecord, 'admin', { membershipCode, name, unitPriceCents, unitOfMeasure }, listedAt + offset * HOUR);
    remember(demo, 'product', record.id);
    return { record, product: { id: record.id, membershipCode, unitPriceCents, unitOfMeasure } };
  };
  const membership = await create(MembershipProduct.MEMBERSHIP, 'Family membership', 2_999, UnitOfMeasure.MONTHLY, 2);
  const monitoring = await create(MembershipProduct.REMOTE_MONITORING, 'Remote monitoring', 4_950, UnitOfMeasure.MONTHLY, 3);
  const atHome = await create(MembershipProduct.AT_HOME_PROGRAM, 'At-home day program', 1_850, UnitOfMeasure.DAILY, 4);
  const legacy = await create(MembershipProduct.MEMBERSHIP, 'Founding membership', 1_999, UnitOfMeasure.MONTHLY, 5);
  await demo.act(legacy.record, 'admin', 'retire', {}, 30 * DAY);
  // Prices rise before any demo subscription starts, so each subscription's price is the current one.
  if (await demo.act(membership.record, 'admin', 'change-price', { unitPriceCents: 3_499 }, 50 * DAY)) membership.product.unitPriceCents = 3_499;
  return { rates, products: [membership.product, monitoring.product, atHome.product] };
};

interface Plan {
  slug: 'admin' | 'user';
  patientId: string | null;
  userId: string | null;
}

/** Sixteen patients' care, billed by the admin, and memberships families hold for themselves. */
const subscriptionPlans = (demo: DemoContext): Plan[] => [
  ...demo.patients.slice(0, 16).map((patient) => ({ slug: 'admin' as const, patientId: patient.id, userId: null })),
  { slug: 'user', patientId: null, userId: demoUserBySlug('user').id },
  { slug: 'user', patientId: null, userId: demoUserBySlug('user').id },
  ...recalled(demo, 'family-user').map((userId) => ({ slug: 'admin' as const, patientId: null, userId })),
];

/** When a demo subscription starts, how likely and how soon it is cancelled, and whether it may be charged to a card. */
interface SubscriptionShape {
  readonly startedDaysAgo: DaysAgo;
  readonly cancellation: { readonly chance: number; readonly afterMonths: readonly [number, number] };
  readonly cardCharges: boolean;
}

type PriceList = Awaited<ReturnType<typeof seedPriceList>>;

/** Each demo's price list, for the seeders after the one that kept it. */
const priceLists = new WeakMap<DemoContext, PriceList>();

/** One subscription of `plan`, billed month by month until it is cancelled or until today. */
const seedSubscription = async (demo: DemoContext, plan: Plan, { rates, products }: PriceList, shape: SubscriptionShape, charges: CardCharge[]) => {
  const { random } = demo;
  const now = demo.now.getTime();
  const product = random.pick(products);
  const rate = random.pick(rates);
  const automatic = shape.cardCharges && random.chance(0.4);
  const cardType = automatic ? random.pick(CARDS) : null;
  const firstOfMonth = random.chance(0.3);
  const roundingRule: RoundingRuleId = random.pick([RoundingRule.NEAREST_INCREMENT, RoundingRule.NEAREST_INCREMENT, RoundingRule.UP, RoundingRule.DOWN]);
  const roundingIncrementCents = roundingRule === RoundingRule.NEAREST_INCREMENT ? 1 : 100;
  let startDate = dateOf(now - random.int(...shape.startedDaysAgo) * DAY);
  if (firstOfMonth) startDate = `${startDate.slice(0, 8)}01`;
  const subscription = await demo.create(
    subscriptionRecord,
    plan.slug,
    {
      ...(plan.patientId ? { patientId: plan.patientId } : { userId: plan.userId }),
      productId: product.id,
      taxRateId: rate.id,
      billingFrequency: BillingFrequency.MONTHLY,
      collectionMode: automatic ? PaymentCollectionMode.CHARGE_AUTOMATICALLY : PaymentCollectionMode.SEND_INVOICE,
      ...(cardType ? { cardType } : {}),
      recurrence: firstOfMonth ? Recurrence.FIRST_DAY_OF_MONTH : Recurrence.MONTHLY_SAME_DATE,
      roundingRule,
      roundingIncrementCents,
      startDate,
    },
    msOf(startDate) - random.int(1, 6) * DAY,
  );
  remember(demo, 'subscription', subscription.id);
  const cancelledFrom = random.chance(shape.cancellation.chance) ? addMonths(startDate, random.int(...shape.cancellation.afterMonths)) : null;
  const terms: SubscriptionReference = {
    patientId: plan.patientId, userId: plan.userId, startDate, cancelledFrom, unitPriceCents: product.unitPriceCents, taxRateBasisPoints: rate.rateBasisPoints,
    roundingRule, roundingIncrementCents, collectionMode: automatic ? PaymentCollectionMode.CHARGE_AUTOMATICALLY : PaymentCollectionMode.SEND_INVOICE, cardType,
  };
  await billPeriods(demo, subscription.id, terms, product, charges);
  if (cancelledFrom && msOf(cancelledFrom) - 7 * DAY < now) {
    await demo.act(subscription, plan.slug, 'cancel', { effectiveDate: cancelledFrom, reason: 'Moved in with family' }, msOf(cancelledFrom) - 7 * DAY - subscription.at);
  }
};

/** Today's subscriptions: started in the last ten months, some cancelled after a few. */
const CURRENT_SUBSCRIPTION: SubscriptionShape = { startedDaysAgo: [45, 300], cancellation: { chance: 0.15, afterMonths: [2, 4] }, cardCharges: true };

export const seedSubscriptionDemo: DemoSeeder = async (demo) => {
  const priceList = await seedPriceList(demo);
  priceLists.set(demo, priceList);
  const charges: CardCharge[] = [];
  for (const plan of subscriptionPlans(demo)) await seedSubscription(demo, plan, priceList, CURRENT_SUBSCRIPTION, charges);
  await seedCardBatches(demo, charges);
};

/**
 * Care the year before, billed by invoice: started 14 to 18 months ago and cancelled after six to
 * eleven months, when the patient left.
 */
const FORMER_SUBSCRIPTION: SubscriptionShape = { startedDaysAgo: [420, 540], cancellation: { chance: 1, afterMonths: [6, 11] }, cardCharges: false };

/** The subscriptions of patients served the year before; after the price list is kept. */
export const seedFormerSubscriptions = async (demo: DemoContext, patients: readonly DemoPatient[]): Promise<void> => {
  const priceList = priceLists.get(demo);
  if (!priceList) throw new Error('The price list is seeded before former subscriptions');
  for (const patient of patients) await seedSubscription(demo, { slug: 'admin', patientId: patient.id, userId: null }, priceList, FORMER_SUBSCRIPTION, []);
};

/** One payment per month from the start, billed the day the period opens; invoices mostly paid, a few voided. */
const billPeriods = async (demo: DemoContext, subscriptionId: string, terms: SubscriptionReference, product: DemoProduct, charges: CardCharge[]) => {
  const { random } = demo;
  const now = demo.now.getTime();
  for (let month = 0; ; month += 1) {
    const periodStart = addMonths(terms.startDate, month);
    const billedAt = msOf(periodStart) + 9 * HOUR;
    if (billedAt >= now || (terms.cancelledFrom !== null && periodStart >= terms.cancelledFrom)) return;
    const periodEnd = dateOf(msOf(addMonths(terms.startDate, month + 1)) - DAY);
    const quantity = product.unitOfMeasure === UnitOfMeasure.DAILY ? random.int(8, 20) : 1;
    const payment = await demo.create(paymentRecord, 'admin', { subscriptionId, periodStart, periodEnd, quantity }, billedAt);
    const { totalCents } = paymentAmounts({ ...terms, quantity });
    if (terms.cardType !== null) charges.push({ id: payment.id, billedAt, cardType: terms.cardType, totalCents });
    else await settleInvoice(demo, payment);
  }
};

const settleInvoice = async (demo: DemoContext, payment: DemoRecord) => {
  const { random } = demo;
  if (random.chance(0.1)) {
    await demo.act(payment, 'admin', 'void', { reason: random.pick(['Billed in error', 'Waived: hospital stay', 'Duplicate invoice']) }, random.int(1, 5) * DAY);
  } else if (random.chance(0.9)) {
    // Acts only if the payment falls due before today: recent invoices stay UNPAID.
    await demo.act(payment, 'admin', 'pay', { cardType: random.pick(CARDS) }, random.int(2, 20) * DAY);
  }
};

/** Older card charges settle in one batch; a later batch is voided by the processor; the newest stay UNPAID. */
const seedCardBatches = async (demo: DemoContext, charges: readonly CardCharge[]) => {
  const now = demo.now.getTime();
  // Through the command path with its claims, so a demo charge in a batch cannot go into another.
  const open = async (batch: readonly CardCharge[], at: number): Promise<DemoRecord | null> => {
    if (batch.length === 0) return null;
    const id = demo.random.uuid();
    const body = { paymentIds: batch.map((charge) => charge.id) };
    const accepted = await demo.bus.execute(new RecordCommand(cardBatchRecord, demo.actor('admin'), id, 'create', body, new Date(at)));
    return { recordType: cardBatchRecord, id, version: accepted.version, at };
  };
  const settledAt = now - 30 * DAY;
  const settled = await open(charges.filter((charge) => charge.billedAt < settledAt - DAY), settledAt);
  if (settled) await demo.act(settled, 'admin', 'settle', {}, 20 * HOUR);
  const voidedAt = now - 10 * DAY;
  const voided = await open(charges.filter((charge) => charge.billedAt >= settledAt - DAY && charge.billedAt < voidedAt - DAY), voidedAt);
  if (voided) await demo.act(voided, 'admin', 'void', { reason: 'Processor rejected the batch: expired merchant certificate' }, 6 * HOUR);
};
