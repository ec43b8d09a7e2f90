import { patientPolicy } from './patient-policy';
import { userPolicy } from './user-policy';
import { productPolicy } from './product-policy';
import { taxRatePolicy } from './tax-rate-policy';
import { subscriptionPolicy } from './subscription-policy';
import { paymentPolicy } from './payment-policy';
import { cardBatchPolicy } from './card-batch-policy';
import { notePolicy } from './note-policy';
import { hubNotePolicy } from './hub-note-policy';
import { agencyPolicy } from './agency-policy';
import { caregiverPolicy } from './caregiver-policy';
import { hubPolicy } from './hub-policy';
import { clusterPolicy } from './cluster-policy';
import { hostLeadPolicy } from './host-lead-policy';
import { postingPolicy } from './posting-policy';
import { medicationPolicy } from './medication-policy';
import { taskPolicy } from './task-policy';
import { medicationOrderPolicy } from './medication-order-policy';
import { referralPolicy } from './referral-policy';
import { savedSearchPolicy } from '../saved-search/saved-search-policy';
import { reminderPolicy } from '../reminder/reminder-policy';
import { anchorPolicy } from '../anchor/anchor-policy';
import { apiKeyPolicy } from '../api-key/api-key-policy';
import { analyticsQuestionPolicy } from '../analytics-question/analytics-question-policy';
import { webhookPolicy } from '../webhook/webhook-policy';

/** The policies of the aggregates served by the generic record commands, one per category. */
export const recordPolicies = [
  patientPolicy,
  userPolicy,
  productPolicy,
  taxRatePolicy,
  subscriptionPolicy,
  paymentPolicy,
  cardBatchPolicy,
  notePolicy,
  hubNotePolicy,
  agencyPolicy,
  caregiverPolicy,
  hubPolicy,
  clusterPolicy,
  hostLeadPolicy,
  postingPolicy,
  medicationPolicy,
  taskPolicy,
  medicationOrderPolicy,
  referralPolicy,
  savedSearchPolicy,
  reminderPolicy,
  anchorPolicy,
  analyticsQuestionPolicy,
  apiKeyPolicy,
  webhookPolicy,
] as const;
