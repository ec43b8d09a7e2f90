import { describe, expect, it } from 'vitest';
import { Role, type RoleName } from '../catalog/roles';
import type { Actor } from './actor';
import { can, policyActions } from './can';
import type { PatientFacts, RecordFacts } from './resource';
import type { TaskVerb } from './task-policy';

const OWN_AGENCY = 'agency-own';
const OTHER_AGENCY = 'agency-other';
const OWN_PARTNER = 'partner-own';

const actorFor = (role: RoleName): Actor => ({
  id: `actor-${role}`,
  roleId: Role[role],
  agencyId: ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role) ? OWN_AGENCY : null,
  partnerId: role === 'PARTNER' || role === 'PARTNER_AGENT' ? OWN_PARTNER : null,
});

type Scenario = 'ownAgency' | 'careTeam' | 'assignedToActor' | 'ownPartner' | 'registeredByActor' | 'unrelated' | 'noPatient';
const scenarios: Scenario[] = ['ownAgency', 'careTeam', 'assignedToActor', 'ownPartner', 'registeredByActor', 'unrelated', 'noPatient'];

const stranger: PatientFacts = { patientId: 'patient-1', agencyId: OTHER_AGENCY, partnerId: 'partner-other', careTeam: ['caregiver-other'], createdBy: 'someone-else' };

const factsFor = (scenario: Scenario, actor: Actor): RecordFacts | undefined => {
  const about = (patient: Partial<PatientFacts>, assigneeId = 'caregiver-other'): RecordFacts => ({
    patientId: 'patient-1',
    createdBy: 'someone-else',
    userId: assigneeId,
    patient: { ...stranger, ...patient },
  });
  switch (scenario) {
    case 'ownAgency':
      return about({ agencyId: OWN_AGENCY });
    case 'careTeam':
      return about({ careTeam: ['caregiver-other', actor.id] });
    case 'assignedToActor':
      return about({}, actor.id);
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

const verbs: TaskVerb[] = ['create', 'read', 'complete', 'mark-not-required', 'reopen', 'reschedule', 'assign'];
const only = (allowed: Partial<Record<TaskVerb, Scenario[]>>): Record<TaskVerb, Scenario[]> =>
  Object.fromEntries(verbs.map((verb) => [verb, allowed[verb] ?? []])) as Record<TaskVerb, Scenario[]>;
const everything = (where: Scenario[]) => only(Object.fromEntries(verbs.map((verb) => [verb, where])));
const caregiverWork: Scenario[] = ['careTeam', 'assignedToActor'];

/** DESIGN.md section 6 for tasks, written out by hand. */
const expected: Record<RoleName, Record<TaskVerb, Scenario[]>> = {
  ADMIN: everything(scenarios),
  AGENCY: everything(['ownAgency']),
  AGENCY_AGENT: everything(['ownAgency']),
  PROVIDER: everything(['ownAgency']),
  CAREGIVER: only({ read: caregiverWork, complete: caregiverWork, 'mark-not-required': caregiverWork }),
  USER: only({ read: ['registeredByActor'] }),
  PARTNER: only({ read: ['ownPartner'] }),
  PARTNER_AGENT: only({ read: ['ownPartner'] }),
};

const matrix = (Object.keys(expected) as RoleName[]).flatMap((role) => verbs.map((verb) => [role, verb] as const));

describe('can: every role x every task action', () => {
  it('knows exactly the task verbs', () => {
    expect(policyActions.filter((action) => action.startsWith('task.'))).toEqual(verbs.map((verb) => `task.${verb}`));
    expect(matrix).toHaveLength(8 * verbs.length);
  });

  it.each(matrix)('%s may task.%s', (role, verb) => {
    const actor = actorFor(role);
    const outcome = Object.fromEntries(scenarios.map((scenario) => [scenario, can(actor, `task.${verb}`, factsFor(scenario, actor))]));
    expect(outcome).toEqual(Object.fromEntries(scenarios.map((scenario) => [scenario, expected[role][verb].includes(scenario)])));
  });
});
