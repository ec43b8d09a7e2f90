import { describe, expect, it } from 'vitest';
import { Role, type RoleName } from '../catalog/roles';
import type { Actor } from './actor';
import { can, policyActions } from './can';
import type { MedicationVerb } from './medication-policy';
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

type Scenario = 'ownAgency' | 'careTeam' | 'ownPartner' | 'registeredByActor' | 'unrelated' | 'noPatient';
const scenarios: Scenario[] = ['ownAgency', 'careTeam', 'ownPartner', 'registeredByActor', 'unrelated', 'noPatient'];

const stranger: PatientFacts = { patientId: 'patient-1', agencyId: OTHER_AGENCY, partnerId: 'partner-other', careTeam: ['caregiver-other'], createdBy: 'someone-else' };

const factsFor = (scenario: Scenario, actor: Actor): RecordFacts | undefined => {
  const about = (patient: Partial<PatientFacts>): RecordFacts => ({ patientId: 'patient-1', createdBy: 'someone-else', patient: { ...stranger, ...patient } });
  switch (scenario) {
    case 'ownAgency':
      return about({ agencyId: OWN_AGENCY });
    case 'careTeam':
      return about({ careTeam: ['caregiver-other', actor.id] });
    case 'ownPartner':
      return about({ partnerId: OWN_PARTNER });
    case 'registeredByActor':
      return about({ createdBy: actor.id });
    case 'unrelated':
      return about({});
    case 'noPatient':
      return undefined;
  }
};

const verbs: MedicationVerb[] = ['create', 'read', 'correct', 'void'];
const all = (where: Scenario[]): Record<MedicationVerb, Scenario[]> => ({ create: where, read: where, correct: where, void: where });
const readOnly = (where: Scenario[]): Record<MedicationVerb, Scenario[]> => ({ create: [], read: where, correct: [], void: [] });

/** DESIGN.md section 6 for medication records, written out by hand. */
const expected: Record<RoleName, Record<MedicationVerb, Scenario[]>> = {
  ADMIN: all(scenarios),
  AGENCY: all(['ownAgency']),
  AGENCY_AGENT: all(['ownAgency']),
  PROVIDER: all(['ownAgency']),
  CAREGIVER: all(['careTeam']),
  USER: readOnly(['registeredByActor']),
  PARTNER: readOnly(['ownPartner']),
  PARTNER_AGENT: readOnly(['ownPartner']),
};

const matrix = (Object.keys(expected) as RoleName[]).flatMap((role) => verbs.map((verb) => [role, verb] as const));

describe('can: every role x every medication action', () => {
  it('knows exactly the medication verbs', () => {
    expect(policyActions.filter((action) => action.startsWith('medication.'))).toEqual(verbs.map((verb) => `medication.${verb}`));
    expect(matrix).toHaveLength(8 * verbs.length);
  });

  it.each(matrix)('%s may medication.%s', (role, verb) => {
    const actor = actorFor(role);
    const outcome = Object.fromEntries(scenarios.map((scenario) => [scenario, can(actor, `medication.${verb}`, factsFor(scenario, actor))]));
    expect(outcome).toEqual(Object.fromEntries(scenarios.map((scenario) => [scenario, expected[role][verb].includes(scenario)])));
  });

  it('refuses an action it does not know', () => {
    expect(can(actorFor('ADMIN'), 'medication.delete')).toBe(false);
  });
});
