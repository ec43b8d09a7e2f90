import { z } from 'zod';
import { cardTypes, paymentCollectionModes } from '../catalog/payments';
import { calendarDayAnswer, catalogIdAnswer, displayNameAnswer, versionedRecordAnswer } from '../shared/answers';

export const subscriptionStatusAnswer = z.enum(['active', 'cancelled']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusAnswer>;

/** One subscription and the terms it was sold at, as `GET /api/subscriptions[/{id}]` answers it. */
export const subscriptionAnswer = z.strictObject({
  id: z.uuid(),
  patientId: z.string().nullable(),
  patientName: displayNameAnswer,
  userId: z.string().nullable(),
  userName: displayNameAnswer,
  productId: z.string(),
  membershipCode: z.string(),
  unitPriceCents: z.number().int(),
  unitOfMeasure: z.number().int(),
  taxRateId: z.string(),
  taxRateBasisPoints: z.number().int(),
  billingFrequency: z.number().int(),
  collectionMode: catalogIdAnswer(paymentCollectionModes),
  cardType: catalogIdAnswer(cardTypes).nullable(),
  recurrence: z.number().int(),
  roundingRule: z.number().int(),
  roundingIncrementCents: z.number().int(),
  startDate: calendarDayAnswer,
  status: subscriptionStatusAnswer,
  /** The first day no longer billed. */
  cancelledFrom: calendarDayAnswer.nullable(),
  cancelReason: z.string().nullable(),
  subscribedBy: z.string(),
  subscribedByName: displayNameAnswer,
  ...versionedRecordAnswer,
});
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswer>;
