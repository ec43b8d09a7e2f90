import { describe, expect, it } from 'vitest';
import { Role, type RoleName } from '../catalog/roles';
import { patientRecord } from '../patient/record';
import type { Actor } from './actor';
import { can, policyActions } from './can';
import { patientVerbs, type PatientVerb } from './patient-policy';
import type { PatientFacts, RecordFacts } from './resource';

const OWN_AGENCY = 'agency-own';
const OTHER_AGENCY = 'agency-other';
const OWN_PARTNER = 'partner-own';

const actorFor = (role: RoleName): Actor => ({
  id: `actor-${role}`,
  roleId: Role[role],
  agencyId: ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role) ? OWN_AGENCY : null,
  partnerId: role === 'PARTNER' || role === 'PARTNER_AGENT' ? OWN_PARTNER : null,
});

/** The patient as each situation has it; the actor is never on it unless the situation says so. */
type Situation = 'ownAgency' | 'otherAgency' | 'registeredByActor' | 'referredByOwnPartner' | 'onCareTeam' | 'noPatient';
const situations: Situation[] = ['ownAgency', 'otherAgency', 'registeredByActor', 'referredByOwnPartner', 'onCareTeam', 'noPatient'];

const factsIn = (situation: Situation, actor: Actor): RecordFacts | undefined => {
  const patient: PatientFacts = { patientId: 'patient-1', agencyId: OTHER_AGENCY, partnerId: 'partner-other', careTeam: ['caregiver-x'], createdBy: 'someone-else' };
  const variants: Record<Exclude<Situation, 'noPatient'>, PatientFacts> = {
    ownAgency: { ...patient, agencyId: OWN_AGENCY },
    otherAgency: patient,
    registeredByActor: { ...patient, createdBy: actor.id },
    referredByOwnPartner: { ...patient, partnerId: OWN_PARTNER },
    onCareTeam: { ...patient, careTeam: ['caregiver-x', actor.id] },
  };
  if (situation === 'noPatient') return undefined;
  const facts = variants[situation];
  return { patientId: facts.patientId, agencyId: facts.agencyId, partnerId: facts.partnerId, patient: facts };
};

const all = situations;
const none: Situation[] = [];
const ownAgency: Situation[] = ['ownAgency'];
const registered: Situation[] = ['registeredByActor'];
const referred: Situation[] = ['referredByOwnPartner'];

const careVerbs = ['assign-caregiver', 'unassign-caregiver', 'set-ambulatory-level', 'set-assistance-levels', 'assign-coordinator'] as const;
const recordVerbs = ['update-demographics', 'set-diagnoses', 'set-languages', 'set-payer', 'add-allergy', 'update-allergy', 'remove-allergy'] as const;
const contactVerbs = ['add-contact', 'update-contact', 'remove-contact'] as const;

const table = (
  rows: Partial<Record<PatientVerb, Situation[]>> & { care: Situation[]; record: Situation[]; contacts: Situation[] },
): Record<PatientVerb, Situation[]> => {
  const { care, record, contacts, ...single } = rows;
  return {
    ...Object.fromEntries(careVerbs.map((verb) => [verb, care])),
    ...Object.fromEntries(recordVerbs.map((verb) => [verb, record])),
    ...Object.fromEntries(contactVerbs.map((verb) => [verb, contacts])),
    ...single,
  } as Record<PatientVerb, Situation[]>;
};

const agencySide = table({ create: ['ownAgency', 'noPatient'], read: ownAgency, 'assign-agency': none, care: ownAgency, record: ownAgency, contacts: ownAgency });
const partnerSide = table({ create: referred, read: referred, 'assign-agency': referred, care: none, record: none, contacts: referred });

/** Where each role may take each patient action, written out by hand from the table in patient-policy.ts. */
const expected: Record<RoleName, Record<PatientVerb, Situation[]>> = {
  ADMIN: table({ create: all, read: all, 'assign-agency': all, care: all, record: all, contacts: all }),
  AGENCY: agencySide,
  AGENCY_AGENT: agencySide,
  PROVIDER: agencySide,
  USER: table({ create: ['noPatient'], read: registered, 'assign-agency': registered, care: none, record: registered, contacts: registered }),
  PARTNER: partnerSide,
  PARTNER_AGENT: partnerSide,
  CAREGIVER: table({ create: none, read: ['onCareTeam'], 'assign-agency': none, care: none, record: none, contacts: none }),
};

const matrix = (Object.keys(expected) as RoleName[]).flatMap((role) => patientVerbs.map((verb) => [role, verb] as const));

describe('patient policy: every role x every verb x every situation', () => {
  it('knows exactly create, read and the actions of the patient record', () => {
    expect([...patientVerbs].sort()).toEqual(['create', 'read', ...Object.keys(patientRecord.actions)].sort());
    expect(policyActions.filter((action) => action.startsWith('patient.'))).toEqual(patientVerbs.map((verb) => `patient.${verb}`));
    for (const role of Object.keys(expected) as RoleName[]) expect(Object.keys(expected[role]).sort()).toEqual([...patientVerbs].sort());
  });

  it.each(matrix)('%s may patient.%s', (role, verb) => {
    const actor = actorFor(role);
    const outcome = Object.fromEntries(situations.map((situation) => [situation, can(actor, `patient.${verb}`, factsIn(situation, actor))]));
    expect(outcome).toEqual(Object.fromEntries(situations.map((situation) => [situation, expected[role][verb].includes(situation)])));
  });

  it('lets a family register a patient with the agency it chooses, never with a partner', () => {
    const family = actorFor('USER');
    const registering = (agencyId: string | null, partnerId: string | null): RecordFacts => ({
      patientId: 'p',
      agencyId,
      partnerId,
      patient: { patientId: 'p', agencyId, partnerId, careTeam: [], createdBy: family.id },
    });
    expect(can(family, 'patient.create', registering(OTHER_AGENCY, null))).toBe(true);
    expect(can(family, 'patient.create', registering(null, null))).toBe(true);
    expect(can(family, 'patient.create', registering(null, OWN_PARTNER))).toBe(false);
    expect(can(family, 'patient.create', registering(OTHER_AGENCY, 'partner-other'))).toBe(false);
  });

  it('never matches a missing agency or partner with a missing one', () => {
    const patient: PatientFacts = { patientId: 'p', agencyId: null, partnerId: null, careTeam: [], createdBy: null };
    const facts = { patientId: 'p', agencyId: null, partnerId: null, patient };
    expect(can({ ...actorFor('AGENCY'), agencyId: null }, 'patient.update-demographics', facts)).toBe(false);
    expect(can({ ...actorFor('PARTNER'), partnerId: null }, 'patient.add-contact', facts)).toBe(false);
    expect(can({ ...actorFor('USER'), id: '' }, 'patient.set-payer', facts)).toBe(false);
  });
});
