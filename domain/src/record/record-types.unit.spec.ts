import { describe, expect, it } from 'vitest';
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
import { policyActions } from '../policy/can';
import { postingRecord } from '../posting/record';
import { productRecord } from '../product/record';
import { referralRecord } from '../referral/record';
import { subscriptionRecord } from '../subscription/record';
import { taskRecord } from '../task/record';
import { taxRateRecord } from '../tax-rate/record';
import { userRecord } from '../user/record';
import type { AnyRecordType } from './record-type';

const recordTypes: AnyRecordType[] = [
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
  caregiverRecord,
  agencyRecord,
  userRecord,
  productRecord,
  taxRateRecord,
  subscriptionRecord,
  paymentRecord,
  cardBatchRecord,
];

describe.each(recordTypes.map((type) => [type.category, type] as const))('record type %s', (category, type) => {
  // An action the policy does not know is refused to everyone: each one must have its rule.
  it('has a policy rule for creating, reading and every action', () => {
    const verbs = ['create', 'read', ...Object.keys(type.actions)];
    expect(verbs.filter((verb) => !policyActions.includes(`${category}.${verb}` as never))).toEqual([]);
  });

  it('names its actions in kebab-case, as they appear in URLs', () => {
    for (const action of Object.keys(type.actions)) expect(action).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('starts from a state in which no record exists', () => {
    expect(type.exists(type.decider.initialState())).toBe(false);
  });
});

it('gives every record type its own stream category', () => {
  const categories = recordTypes.map((type) => type.category);
  expect(new Set(categories).size).toBe(categories.length);
});
