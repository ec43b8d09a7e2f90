import { agencyRecord } from '../agency/record';
import { caregiverRecord } from '../caregiver/record';
import { clusterRecord } from '../cluster/record';
import { hubRecord } from '../hub/record';
import type { RecordFacts } from '../policy/resource';
import { userRecord } from '../user/record';
import type { AnyRecordType } from './record-type';

/** What a body field that names another record names, and whether that record is a person. */
export interface ReferenceRule {
  readonly recordType: AnyRecordType;
  /** People (caregivers, accounts) are named only within the organisation that employs them. */
  readonly person: boolean;
}

/**
 * Every body field that names another record, by its name: one rule for every command, so a new
 * command that names an agency or a caregiver is checked without a line of its own. Patients are
 * named by `patientId` and loaded for their facts (the policy decides on them); partners are
 * organisations without a record of their own, known only by their accounts.
 */
export const referenceFields: Readonly<Record<string, ReferenceRule>> = {
  agencyId: { recordType: agencyRecord, person: false },
  hubId: { recordType: hubRecord, person: false },
  clusterId: { recordType: clusterRecord, person: false },
  caregiverId: { recordType: caregiverRecord, person: true },
  assigneeId: { recordType: userRecord, person: true },
  careCoordinatorId: { recordType: userRecord, person: true },
  userId: { recordType: userRecord, person: true },
};

/** One record a body names. */
export interface BodyReference {
  readonly field: string;
  readonly id: string;
  readonly rule: ReferenceRule;
}

/**
 * Taking a record away from this one (`remove-hub`, `unassign-caregiver`) names it without
 * relying on it: the decider knows whether it is there, and a departed caregiver can still be
 * taken off a care team.
 */
const takesAway = (action: string): boolean => action.startsWith('remove-') || action.startsWith('unassign-');

/** The records a parsed command body names, field by field. */
export const referencesIn = (action: string, body: unknown): BodyReference[] => {
  if (takesAway(action) || typeof body !== 'object' || body === null) return [];
  return Object.entries(body).flatMap(([field, id]) => {
    const rule = referenceFields[field];
    return rule && typeof id === 'string' ? [{ field, id, rule }] : [];
  });
};

/** A named record as the pipeline found it: its facts, or null when no such record exists. */
export interface ResolvedReference extends BodyReference {
  readonly facts: RecordFacts | null;
}
