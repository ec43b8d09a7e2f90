import { describe, expect, it } from 'vitest';
import { Role, type RoleName } from '../catalog/roles';
import type { Actor } from './actor';
import { can, policyActions } from './can';
import { medicationOrderReadScope, type MedicationOrderVerb } from './medication-order-policy';
import { evaluateCondition } from './evaluate-condition';
import { patientReadFactsOf } from './patient-access';
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

const verbs: MedicationOrderVerb[] = ['create', 'read', 'change', 'discontinue'];
const prescribes = (where: Scenario[]): Record<MedicationOrderVerb, Scenario[]> => ({ create: where, read: where, change: where, discontinue: where });
const readOnly = (where: Scenario[]): Record<MedicationOrderVerb, Scenario[]> => ({ create: [], read: where, change: [], discontinue: [] });

/** DESIGN.md sections 6 and 8 for medication orders, written out by hand: the care plan's staff prescribe, whoever may read the patient's medications reads. */
const expected: Record<RoleName, Record<MedicationOrderVerb, Scenario[]>> = {
  ADMIN: prescribes(scenarios),
  AGENCY: prescribes(['ownAgency']),
  AGENCY_AGENT: prescribes(['ownAgency']),
  PROVIDER: prescribes(['ownAgency']),
  CAREGIVER: readOnly(['careTeam']),
  USER: readOnly(['registeredByActor']),
  PARTNER: readOnly(['ownPartner']),
  PARTNER_AGENT: readOnly(['ownPartner']),
};

const matrix = (Object.keys(expected) as RoleName[]).flatMap((role) => verbs.map((verb) => [role, verb] as const));

describe('can: every role x every medication order action', () => {
  it('knows exactly the medication order verbs', () => {
    expect(policyActions.filter((action) => action.startsWith('medicationorder.'))).toEqual(verbs.map((verb) => `medicationorder.${verb}`));
  });

  it.each(matrix)('%s may medicationorder.%s', (role, verb) => {
    const actor = actorFor(role);
    const outcome = Object.fromEntries(scenarios.map((scenario) => [scenario, can(actor, `medicationorder.${verb}`, factsFor(scenario, actor))]));
    expect(outcome).toEqual(Object.fromEntries(scenarios.map((scenario) => [scenario, expected[role][verb].includes(scenario)])));
  });

  it.each(Object.keys(expected) as RoleName[])('lists for %s exactly the orders it may read', (role) => {
    const actor = actorFor(role);
    for (const scenario of scenarios.filter((entry) => entry !== 'noPatient')) {
      const patient = factsFor(scenario, actor)?.patient ?? null;
      const listed = evaluateCondition(medicationOrderReadScope(actor), { patient: patient && patientReadFactsOf(patient) });
      expect(listed, scenario).toBe(can(actor, 'medicationorder.read', factsFor(scenario, actor)));
    }
  });
});
