import fc from 'fast-check';
import { NoteVisibility, PostingStatus, roleIds, type NoteVisibilityId, type PostingStatusId, type RoleId } from '@careledger/domain';

// Small pools, so generated records and actors share agencies, partners and people often.
const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const agencies = [uuid(101), uuid(102)];
export const partners = [uuid(201), uuid(202)];
export const people = [uuid(301), uuid(302), uuid(303), uuid(304)];

const agency = fc.option(fc.constantFrom(...agencies));
const partner = fc.option(fc.constantFrom(...partners));
const person = fc.constantFrom(...people);

export interface PatientRow { id: string; agencyId: string | null; partnerId: string | null; careTeam: string[]; createdBy: string }
export interface AssessmentRow { id: string; agencyId: string | null; createdBy: string }
export interface PostingRow { id: string; patientId: string; agencyId: string; status: PostingStatusId; candidates: string[] }
export interface CaregiverRow { id: string; agencyId: string; userId: string | null }
export interface SubscriptionRow { id: string; patientId: string | null; userId: string | null }
export interface HubRow { id: string; agencyId: string | null }
export interface ReferralRow { id: string; patientId: string; partnerId: string | null }
export interface TaskRow { id: string; patientId: string; assigneeId: string | null }
export interface MedicationOrderRow { id: string; patientId: string }
export interface LoginRow { id: string; roleId: RoleId; agencyId: string | null; partnerId: string | null }
export interface NoteRow {
  id: string;
  kind: 'patient' | 'hub';
  patientId: string | null;
  authorId: string;
  authorAgencyId: string | null;
  authorPartnerId: string | null;
  visibility: NoteVisibilityId;
  status: 'draft' | 'published' | 'discarded';
}

export interface GeneratedRecords {
  patients: PatientRow[];
  assessments: AssessmentRow[];
  postings: PostingRow[];
  caregivers: CaregiverRow[];
  subscriptions: SubscriptionRow[];
  logins: LoginRow[];
  notes: NoteRow[];
  hubs: HubRow[];
  referrals: ReferralRow[];
  tasks: TaskRow[];
  medicationOrders: MedicationOrderRow[];
}

const candidate = fc.oneof(fc.constantFrom(...agencies).map((id) => `agency:${id}`), person.map((id) => `caregiver:${id}`));
const visibility = fc.constantFrom(...Object.values(NoteVisibility));

/** Records about patients point at the generated patients, at one the patients table lacks, or at none. */
const records = (patientIds: string[]) => {
  const patientId = fc.constantFrom(...patientIds, uuid(999));
  return fc.record({
    assessments: fc.array(fc.record({ id: fc.uuid({ version: 4 }), agencyId: agency, createdBy: person }), { maxLength: 12 }),
    postings: fc.array(
      fc.record({
        id: fc.uuid({ version: 4 }),
        patientId,
        agencyId: fc.constantFrom(...agencies),
        status: fc.constantFrom(...Object.values(PostingStatus)),
        candidates: fc.uniqueArray(candidate, { maxLength: 3 }),
      }),
      { maxLength: 12 },
    ),
    caregivers: fc.array(fc.record({ id: fc.uuid({ version: 4 }), agencyId: fc.constantFrom(...agencies), userId: fc.option(person) }), { maxLength: 8 }),
    subscriptions: fc.array(fc.record({ id: fc.uuid({ version: 4 }), patientId: fc.option(patientId), userId: fc.option(person) }), { maxLength: 10 }),
    notes: fc.array(
      fc.record({
        id: fc.uuid({ version: 4 }),
        kind: fc.constantFrom('patient' as const, 'hub' as const),
        patientId: fc.option(patientId),
        authorId: person,
        authorAgencyId: agency,
        authorPartnerId: partner,
        visibility,
        status: fc.constantFrom('draft' as const, 'published' as const, 'discarded' as const),
      }),
      { maxLength: 24 },
    ),
    hubs: fc.array(fc.record({ id: fc.uuid({ version: 4 }), agencyId: agency }), { maxLength: 6 }),
    referrals: fc.array(fc.record({ id: fc.uuid({ version: 4 }), patientId, partnerId: partner }), { maxLength: 10 }),
    tasks: fc.array(fc.record({ id: fc.uuid({ version: 4 }), patientId, assigneeId: fc.option(person) }), { maxLength: 10 }),
    medicationOrders: fc.array(fc.record({ id: fc.uuid({ version: 4 }), patientId }), { maxLength: 10 }),
  });
};

export const generatedRecords: fc.Arbitrary<GeneratedRecords> = fc
  .record({
    patients: fc.array(fc.record({ id: fc.uuid({ version: 4 }), agencyId: agency, partnerId: partner, careTeam: fc.uniqueArray(person, { maxLength: 2 }), createdBy: person }), {
      minLength: 1,
      maxLength: 8,
    }),
    logins: fc.uniqueArray(fc.record({ id: person, roleId: fc.constantFrom(...roleIds), agencyId: agency, partnerId: partner }), { selector: (login) => login.id }),
  })
  .chain(({ patients, logins }) => records(patients.map((patient) => patient.id)).map((rest) => ({ patients, logins, ...rest })));

/** Who asks, as the query service's session knows them. */
export interface GeneratedActor {
  id: string;
  roleId: RoleId;
  agencyId: string | null;
  partnerId: string | null;
}

/** One actor of every role, for every person, with and without an agency and a partner. */
export const actorsOfEveryRole: fc.Arbitrary<GeneratedActor[]> = fc.array(
  fc.record({ id: person, roleId: fc.constantFrom(...roleIds), agencyId: agency, partnerId: partner }),
  { minLength: 8, maxLength: 8 },
).map((actors) => actors.map((actor, index) => ({ ...actor, roleId: roleIds[index] ?? actor.roleId })));
