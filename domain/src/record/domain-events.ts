import type { AgencyEvent } from '../agency/events';
import { agencyEventTypes, AGENCY_STREAM_CATEGORY } from '../agency/events';
import { analyticsQuestionEventTypes, ANALYTICS_QUESTION_STREAM_CATEGORY, type AnalyticsQuestionEvent } from '../analytics-question/events';
import { anchorEventTypes, ANCHOR_STREAM_CATEGORY, type AnchorEvent } from '../anchor/events';
import { apiKeyEventTypes, API_KEY_STREAM_CATEGORY, type ApiKeyEvent } from '../api-key/events';
import { allAssessmentEventTypes, ASSESSMENT_STREAM_CATEGORY, type AssessmentEvent } from '../assessment/events';
import { cardChargeEventTypes, CARD_CHARGE_STREAM_CATEGORY, type CardChargeEvent } from '../card-batch/card-charge';
import { cardBatchEventTypes, CARD_BATCH_STREAM_CATEGORY, type CardBatchEvent } from '../card-batch/events';
import { caregiverEventTypes, CAREGIVER_STREAM_CATEGORY, type CaregiverEvent } from '../caregiver/events';
import { clusterEventTypes, CLUSTER_STREAM_CATEGORY, type ClusterEvent } from '../cluster/events';
import { hostLeadEventTypes, HOST_LEAD_STREAM_CATEGORY, type HostLeadEvent } from '../host-lead/events';
import { hubEventTypes, HUB_STREAM_CATEGORY, type HubEvent } from '../hub/events';
import { medicationOrderEventTypes, MEDICATION_ORDER_STREAM_CATEGORY, type MedicationOrderEvent } from '../medication-order/events';
import { medicationEventTypes, MEDICATION_STREAM_CATEGORY, type MedicationEvent } from '../medication/events';
import { noteEventTypes, NOTE_STREAM_CATEGORY, type NoteEvent } from '../note/events';
import { patientEventTypes, PATIENT_STREAM_CATEGORY, type PatientEvent } from '../patient/events';
import { paymentEventTypes, PAYMENT_STREAM_CATEGORY, type PaymentEvent } from '../payment/events';
import { postingEventTypes, POSTING_STREAM_CATEGORY, type PostingEvent } from '../posting/events';
import { productEventTypes, PRODUCT_STREAM_CATEGORY, type ProductEvent } from '../product/events';
import { referralEventTypes, REFERRAL_STREAM_CATEGORY, type ReferralEvent } from '../referral/events';
import { reminderEventTypes, REMINDER_STREAM_CATEGORY, type ReminderEvent } from '../reminder/events';
import { savedSearchEventTypes, SAVED_SEARCH_STREAM_CATEGORY, type SavedSearchEvent } from '../saved-search/events';
import { subscriptionEventTypes, SUBSCRIPTION_STREAM_CATEGORY, type SubscriptionEvent } from '../subscription/events';
import { taskEventTypes, TASK_STREAM_CATEGORY, type TaskEvent } from '../task/events';
import { taxRateEventTypes, TAX_RATE_STREAM_CATEGORY, type TaxRateEvent } from '../tax-rate/events';
import { userEventTypes, USER_STREAM_CATEGORY, type UserEvent } from '../user/events';
import { SIGN_IN_STREAM_CATEGORY, type SignInFailed } from '../user/sign-in';
import { webhookEventTypes, WEBHOOK_STREAM_CATEGORY, type WebhookEvent } from '../webhook/events';
import { recordTypes } from './record-types';

/**
 * Every event the domain appends to the log. Its types are the source the feed's and the webhooks'
 * documented `data` is generated from (`npm run generate:event-schemas`). A test holds the catalogue
 * below to the same types, so a new event type is listed where it is documented.
 */
export type DomainEvent =
  | AgencyEvent
  | AnalyticsQuestionEvent
  | AnchorEvent
  | ApiKeyEvent
  | AssessmentEvent
  | CardBatchEvent
  | CardChargeEvent
  | CaregiverEvent
  | ClusterEvent
  | HostLeadEvent
  | HubEvent
  | MedicationEvent
  | MedicationOrderEvent
  | NoteEvent
  | PatientEvent
  | PaymentEvent
  | PostingEvent
  | ProductEvent
  | ReferralEvent
  | ReminderEvent
  | SavedSearchEvent
  | SignInFailed
  | SubscriptionEvent
  | TaskEvent
  | TaxRateEvent
  | UserEvent
  | WebhookEvent;

export type DomainEventType = DomainEvent['type'];

/** The data of each event type, by type: what the generator documents. */
export type DomainEventData = { [Each in DomainEvent as Each['type']]: Each['data'] };

/** The event types of each stream category that appends them (a note's and a hub note's share theirs: `note`). */
const typesByCategory: Readonly<Record<string, readonly DomainEventType[]>> = {
  [AGENCY_STREAM_CATEGORY]: agencyEventTypes,
  [ANALYTICS_QUESTION_STREAM_CATEGORY]: analyticsQuestionEventTypes,
  [ANCHOR_STREAM_CATEGORY]: anchorEventTypes,
  [API_KEY_STREAM_CATEGORY]: apiKeyEventTypes,
  [ASSESSMENT_STREAM_CATEGORY]: allAssessmentEventTypes,
  [CARD_BATCH_STREAM_CATEGORY]: cardBatchEventTypes,
  [CARD_CHARGE_STREAM_CATEGORY]: cardChargeEventTypes,
  [CAREGIVER_STREAM_CATEGORY]: caregiverEventTypes,
  [CLUSTER_STREAM_CATEGORY]: clusterEventTypes,
  [HOST_LEAD_STREAM_CATEGORY]: hostLeadEventTypes,
  [HUB_STREAM_CATEGORY]: hubEventTypes,
  [MEDICATION_STREAM_CATEGORY]: medicationEventTypes,
  [MEDICATION_ORDER_STREAM_CATEGORY]: medicationOrderEventTypes,
  [NOTE_STREAM_CATEGORY]: noteEventTypes,
  [PATIENT_STREAM_CATEGORY]: patientEventTypes,
  [PAYMENT_STREAM_CATEGORY]: paymentEventTypes,
  [POSTING_STREAM_CATEGORY]: postingEventTypes,
  [PRODUCT_STREAM_CATEGORY]: productEventTypes,
  [REFERRAL_STREAM_CATEGORY]: referralEventTypes,
  [REMINDER_STREAM_CATEGORY]: reminderEventTypes,
  [SAVED_SEARCH_STREAM_CATEGORY]: savedSearchEventTypes,
  [SIGN_IN_STREAM_CATEGORY]: ['SignInFailed'],
  [SUBSCRIPTION_STREAM_CATEGORY]: subscriptionEventTypes,
  [TASK_STREAM_CATEGORY]: taskEventTypes,
  [TAX_RATE_STREAM_CATEGORY]: taxRateEventTypes,
  [USER_STREAM_CATEGORY]: userEventTypes,
  [WEBHOOK_STREAM_CATEGORY]: webhookEventTypes,
};

export interface EventTypeEntry {
  type: DomainEventType;
  /** The category of the streams it is appended to (`patient` for `patient-<id>`). */
  category: string;
  /**
   * Whether only administrators ever see it: the events of streams that are no record's (sign-ins,
   * card charge claims, saved questions) are theirs only; a record's events follow its history's rule.
   */
  administratorsOnly: boolean;
}

const recordCategories = new Set(recordTypes.map((recordType) => recordType.category));

/**
 * The catalogue of event types: what the feed's `types` and a webhook's `eventTypes` may name, in a
 * stable order (by category, then as each category lists its types).
 */
export const eventTypeCatalog: readonly EventTypeEntry[] = Object.entries(typesByCategory)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([category, types]) => types.map((type) => ({ type, category, administratorsOnly: !recordCategories.has(category) })));

export const domainEventTypes: readonly DomainEventType[] = eventTypeCatalog.map((entry) => entry.type);

