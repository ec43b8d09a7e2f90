import { idsByKey, type CatalogEntry, type IdOf } from './catalog-entry';

export const userStatuses = [
  { id: 1, key: 'ACTIVE', label: 'Active', translationKey: 'userStatus.active' },
  { id: 3, key: 'DISABLE', label: 'Disabled', translationKey: 'userStatus.disabled' },
] as const satisfies readonly CatalogEntry<number>[];

export const UserStatus = idsByKey(userStatuses);
export type UserStatusId = IdOf<typeof userStatuses>;

export const caregiverStatuses = [
  { id: 0, key: 'PENDING', label: 'Pending', translationKey: 'caregiverStatus.pending' },
  { id: 1, key: 'HIRED', label: 'Hired', translationKey: 'caregiverStatus.hired' },
  { id: 2, key: 'NOT_HIRED', label: 'Not hired', translationKey: 'caregiverStatus.notHired' },
  { id: 3, key: 'OFF_BOARDED', label: 'Off boarded', translationKey: 'caregiverStatus.offBoarded' },
] as const satisfies readonly CatalogEntry<number>[];

export const CaregiverStatus = idsByKey(caregiverStatuses);
export type CaregiverStatusId = IdOf<typeof caregiverStatuses>;

export const agencyStandings = [
  { id: 1, key: 'GOOD', label: 'Level 1: Good', translationKey: 'agencyStanding.good' },
  { id: 2, key: 'REQUIRES_REVIEW', label: 'Level 2: Requires review', translationKey: 'agencyStanding.requiresReview' },
  { id: 3, key: 'PROBATIONARY', label: 'Level 3: Probationary', translationKey: 'agencyStanding.probationary' },
  { id: 4, key: 'TERMINATED', label: 'Level 4: Terminated', translationKey: 'agencyStanding.terminated' },
] as const satisfies readonly CatalogEntry<number>[];

export const AgencyStanding = idsByKey(agencyStandings);
export type AgencyStandingId = IdOf<typeof agencyStandings>;

/** Relationship of a contact to the patient; SPEC.md section 3 shows only these three ids. */
export const relationships = [
  { id: 9, key: 'OTHER_RELATIVE', label: 'Other relative', translationKey: 'relationship.otherRelative' },
  { id: 10, key: 'NO_RELATION', label: 'No relation', translationKey: 'relationship.noRelation' },
  { id: 11, key: 'SELF', label: 'Self', translationKey: 'relationship.self' },
] as const satisfies readonly CatalogEntry<number>[];

export const Relationship = idsByKey(relationships);
export type RelationshipId = IdOf<typeof relationships>;
