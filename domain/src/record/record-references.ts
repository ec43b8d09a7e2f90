import { agencyRecord } from '../agency/record';
import { Role } from '../catalog/roles';
import { caregiverRecord } from '../caregiver/record';
import { clusterRecord } from '../cluster/record';
import { hubRecord } from '../hub/record';
import type { RecordFacts } from '../policy/resource';
import { userRecord } from '../user/record';
import type { AnyRecordType } from './record-type';

/** What a body field that names another record names, and whether that record is a person. */
export interface ReferenceRule {
  /** The record type named, for messages and error codes. */
  readonly recordType: AnyRecordType;
  /** Where the named record may live, first match wins: a caregiver by profile, or by the caregiver's sign-in. */
  readonly livesIn: readonly RecordHome[];
  /** People (caregivers, accounts) are named only within the organisation that employs them. */
  readonly person: boolean;
}

/** A record type that may hold a named record, and what its facts must show (an account that is a caregiver's). */
export interface RecordHome {
  readonly recordType: AnyRecordType;
  readonly holds?: (facts: RecordFacts) => boolean;
}

const organisation = (recordType: AnyRecordType): ReferenceRule => ({ recordType, livesIn: [{ recordType }], person: false });
const person = (recordType: AnyRecordType, ...alsoIn: RecordHome[]): ReferenceRule => ({ recordType, livesIn: [{ recordType }, ...alsoIn], person: true });
const caregiverAccount: RecordHome = { recordType: userRecord, holds: (facts) => (facts as { roleId?: unknown }).roleId === Role.CAREGIVER };

/**
 * Every body field that names another record, by its name: one rule for every command, so a new
 * command that names an agency or a caregiver is checked without a line of its own. Patients are
 * named by `patientId` and loaded for their facts (the policy decides on them); partners are
 * organisations without a record of their own, known only by their accounts.
 */
export const referenceFields: Readonly<Record<string, ReferenceRule>> = {
  agencyId: organisation(agencyRecord),
  hubId: organisation(hubRecord),
  clusterId: organisation(clusterRecord),
  // Postings invite a caregiver by profile; care teams and shifts name the caregiver who signs in.
  caregiverId: person(caregiverRecord, caregiverAccount),
  assigneeId: person(userRecord),
  careCoordinatorId: person(userRecord),
  userId: person(userRecord),
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
