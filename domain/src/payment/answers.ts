import { z } from 'zod';
import { cardTypes, paymentCollectionModes, paymentStates } from '../catalog/payments';
import { calendarDayAnswer, catalogIdAnswer, displayNameAnswer, versionedRecordAnswer } from '../shared/answers';

/** One billed period, as `GET /api/subscription-payments` answers it. */
export const paymentAnswer = z.strictObject({
  id: z.uuid(),
  subscriptionId: z.string(),
  patientId: z.string().nullable(),
  patientName: displayNameAnswer,
  userId: z.string().nullable(),
  userName: displayNameAnswer,
  periodStart: calendarDayAnswer,
  periodEnd: calendarDayAnswer,
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  taxRateBasisPoints: z.number().int(),
  amountCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  collectionMode: catalogIdAnswer(paymentCollectionModes),
  cardType: catalogIdAnswer(cardTypes).nullable(),
  /** The effective state (UNPAID 0, PAID 1, VOIDED 2): a card charge takes its batch's outcome. */
  status: catalogIdAnswer(paymentStates),
  /** The state of the payment's own stream, for whoever must tell the two apart. */
  ownStatus: catalogIdAnswer(paymentStates),
  cardBatchId: z.string().nullable(),
  ...versionedRecordAnswer,
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;
