import {
  agencyRecord,
  cardBatchRecord,
  caregiverRecord,
  clusterRecord,
  hostLeadRecord,
  hubNoteRecord,
  hubRecord,
  medicationRecord,
  medicationOrderRecord,
  patientNoteRecord,
  patientRecord,
  paymentRecord,
  postingRecord,
  productRecord,
  referralRecord,
  subscriptionRecord,
  taskRecord,
  taxRateRecord,
  userRecord,
  type AnyRecordType,
} from '@careledger/domain';

/** One aggregate whose history is served under `/api/<resource>/{id}/...`. */
export interface HistoryResource {
  /** The command side's resource path, so history sits beside the record's commands. */
  resource: string;
  recordType: AnyRecordType;
  /** OpenAPI tag. */
  tag: string;
}

/** Every aggregate served by the generic record commands: adding one is one line here. */
export const historyResources: readonly HistoryResource[] = [
  { resource: 'patients', recordType: patientRecord, tag: 'patients' },
  { resource: 'users', recordType: userRecord, tag: 'users' },
  { resource: 'products', recordType: productRecord, tag: 'subscriptions' },
  { resource: 'tax-rates', recordType: taxRateRecord, tag: 'subscriptions' },
  { resource: 'subscriptions', recordType: subscriptionRecord, tag: 'subscriptions' },
  { resource: 'payments', recordType: paymentRecord, tag: 'subscriptions' },
  { resource: 'card-batches', recordType: cardBatchRecord, tag: 'subscriptions' },
  { resource: 'notes', recordType: patientNoteRecord, tag: 'notes' },
  { resource: 'hub/notes', recordType: hubNoteRecord, tag: 'hub notes' },
  { resource: 'agencies', recordType: agencyRecord, tag: 'agencies' },
  { resource: 'caregivers', recordType: caregiverRecord, tag: 'caregivers' },
  { resource: 'shared-living-hubs', recordType: hubRecord, tag: 'shared-living hubs' },
  { resource: 'shared-living-clusters', recordType: clusterRecord, tag: 'shared-living clusters' },
  { resource: 'host-leads', recordType: hostLeadRecord, tag: 'host leads' },
  { resource: 'postings', recordType: postingRecord, tag: 'postings' },
  { resource: 'medication-administrations', recordType: medicationRecord, tag: 'medication' },
  { resource: 'tasks', recordType: taskRecord, tag: 'tasks' },
  { resource: 'medication-orders', recordType: medicationOrderRecord, tag: 'medication' },
  { resource: 'referrals', recordType: referralRecord, tag: 'referrals' },
];
