import { agencyRecord } from '../agency/record';
import { assessmentRecord } from '../assessment/record';
import { cardBatchRecord } from '../card-batch/record';
import { caregiverRecord } from '../caregiver/record';
import { clusterRecord } from '../cluster/record';
import { hostLeadRecord } from '../host-lead/record';
import { hubRecord } from '../hub/record';
import { medicationRecord } from '../medication/record';
import { hubNoteRecord } from '../note/hub-note-record';
import { patientNoteRecord } from '../note/patient-note-record';
import { patientRecord } from '../patient/record';
import { paymentRecord } from '../payment/record';
import { postingRecord } from '../posting/record';
import { productRecord } from '../product/record';
import { referralRecord } from '../referral/record';
import { subscriptionRecord } from '../subscription/record';
import { taskRecord } from '../task/record';
import { medicationOrderRecord } from '../medication-order/record';
import { taxRateRecord } from '../tax-rate/record';
import { userRecord } from '../user/record';
import { reminderRecord } from '../reminder/record';
import { anchorRecord } from '../anchor/record';
import { apiKeyRecord } from '../api-key/record';
import { webhookRecord } from '../webhook/record';
import type { AnyRecordType } from './record-type';

/** Every record type the command edge serves, for what must hold of each one. */
export const recordTypes: readonly AnyRecordType[] = [
  assessmentRecord,
  patientRecord,
  referralRecord,
  postingRecord,
  patientNoteRecord,
  hubNoteRecord,
  hubRecord,
  clusterRecord,
  hostLeadRecord,
  medicationRecord,
  taskRecord,
  medicationOrderRecord,
  caregiverRecord,
  agencyRecord,
  userRecord,
  productRecord,
  taxRateRecord,
  subscriptionRecord,
  paymentRecord,
  cardBatchRecord,
  reminderRecord,
  anchorRecord,
  apiKeyRecord,
  webhookRecord,
];

/**
 * The categories of the logs a record category keeps beside its records (`note` → `noteview`):
 * whoever reads a record's stream reads these with it. Empty for a category that keeps none.
 */
export const logCategoriesBeside = (category: string): string[] =>
  recordTypes.filter((type) => type.category === category).flatMap((type) => Object.values(type.logs ?? {}).filter((log) => log !== undefined));
