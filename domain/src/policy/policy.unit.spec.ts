import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { assessmentDecider } from '../assessment/decider';
import { agencyId, historyIn } from '../assessment/assessment.fixtures';
import { Role, type RoleName } from '../catalog/roles';
import type { Actor } from './actor';
import { assessmentActionsAvailableTo, assessmentDetailActionsAvailableTo, type AssessmentVerb } from './assessment-policy';
import { can, policyActions, type PolicyResource } from './can';

const OWN_AGENCY = 'agency-own';
const OTHER_AGENCY = 'agency-other';

const actorFor = (role: RoleName): Actor => {
  const agencySide = ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role);
  const partnerSide = role === 'PARTNER' || role === 'PARTNER_AGENT';
  return {
    id: `actor-${role}`,
    roleId: Role[role],
    agencyId: agencySide ? OWN_AGENCY : null,
    partnerId: partnerSide ? 'partner-1' : null,
  };
};

type Scenario = 'ownAgency' | 'otherAgency' | 'createdByActor' | 'noResource';
const scenarios: Scenario[] = ['ownAgency', 'otherAgency', 'createdByActor', 'noResource'];

const patientOf = (agencyId: string, createdBy: string, partnerId: string | null) => ({ patientId: 'patient-1', agencyId, partnerId, careTeam: [], createdBy });

const resourceFor = (scenario: Scenario, actor: Actor): PolicyResource | undefined => {
  switch (scenario) {
    // A new assessment is decided on its patient: one of the actor's agency, of another, or one the actor registered or referred.
    case 'ownAgency':
      return { agencyId: OWN_AGENCY, createdBy: 'someone-else', patient: patientOf(OWN_AGENCY, 'someone-else', null) };
    case 'otherAgency':
      return { agencyId: OTHER_AGENCY, createdBy: 'someone-else', patient: patientOf(OTHER_AGENCY, 'someone-else', null) };
    case 'createdByActor':
      return { agencyId: OTHER_AGENCY, createdBy: actor.id, patient: patientOf(OTHER_AGENCY, actor.id, actor.partnerId ?? null) };
    case 'noResource':
      return undefined;
  }
};

const everywhere: Scenario[] = scenarios;
const agencyCreation: Scenario[] = ['ownAgency'];
const ownAgencyOnly: Scenario[] = ['ownAgency'];
const ownRequestOnly: Scenario[] = ['createdByActor'];
const nowhere: Scenario[] = [];

const agencySide: Record<AssessmentVerb, Scenario[]> = {
  create: agencyCreation, request: agencyCreation, read: ownAgencyOnly, pend: ownAgencyOnly, schedule: ownAgencyOnly,
  reschedule: ownAgencyOnly, approve: ownAgencyOnly, activate: ownAgencyOnly, complete: ownAgencyOnly, cancel: ownAgencyOnly,
  'add-shift': ownAgencyOnly, 'change-shift': ownAgencyOnly, 'cancel-shift': ownAgencyOnly, 'answer-survey': ownAgencyOnly,
};
const familySide: Record<AssessmentVerb, Scenario[]> = {
  create: ownRequestOnly, request: ownRequestOnly, read: ownRequestOnly, pend: nowhere, schedule: nowhere,
  reschedule: nowhere, approve: nowhere, activate: nowhere, complete: nowhere, cancel: ownRequestOnly,
  'add-shift': nowhere, 'change-shift': nowhere, 'cancel-shift': nowhere, 'answer-survey': ownRequestOnly,
};

/** Where each role may take each assessment action (DESIGN.md section 6), written out by hand. */
const expected: Record<RoleName, Record<AssessmentVerb, Scenario[]>> = {
  ADMIN: {
    create: everywhere, request: everywhere, read: everywhere, pend: everywhere, schedule: everywhere,
    reschedule: everywhere, approve: everywhere, activate: everywhere, complete: everywhere, cancel: everywhere,
    'add-shift': everywhere, 'change-shift': everywhere, 'cancel-shift': everywhere, 'answer-survey': everywhere,
  },
  AGENCY: agencySide,
  AGENCY_AGENT: agencySide,
  PROVIDER: agencySide,
  USER: familySide,
  PARTNER: familySide,
  PARTNER_AGENT: familySide,
  CAREGIVER: {
    create: nowhere, request: nowhere, read: ownAgencyOnly, pend: nowhere, schedule: nowhere,
    reschedule: nowhere, approve: nowhere, activate: nowhere, complete: nowhere, cancel: nowhere,
    'add-shift': nowhere, 'change-shift': nowhere, 'cancel-shift': nowhere, 'answer-survey': nowhere,
  },
};

const matrix = (Object.keys(expected) as RoleName[]).flatMap((role) =>
  (Object.keys(expected[role]) as AssessmentVerb[]).map((verb) => [role, verb] as const),
);

describe('can: every role x every assessment action', () => {
  it('covers every action the policy knows', () => {
    expect(policyActions.filter((action) => action.startsWith('assessment.') || action.startsWith('projection.'))).toEqual([
      'assessment.create', 'assessment.request', 'assessment.read', 'assessment.pend', 'assessment.schedule',
      'assessment.reschedule', 'assessment.approve', 'assessment.activate', 'assessment.complete', 'assessment.cancel',
      'assessment.add-shift', 'assessment.change-shift', 'assessment.cancel-shift', 'assessment.answer-survey',
      'projection.read', 'projection.rebuild',
    ]);
    expect(matrix).toHaveLength(8 * policyActions.filter((action) => action.startsWith('assessment.')).length);
  });

  it.each(matrix)('%s may assessment.%s', (role, verb) => {
    const actor = actorFor(role);
    const outcome = Object.fromEntries(
      scenarios.map((scenario) => [scenario, can(actor, `assessment.${verb}`, resourceFor(scenario, actor))]),
    );
    const allowedIn = expected[role][verb];
    expect(outcome).toEqual(Object.fromEntries(scenarios.map((scenario) => [scenario, allowedIn.includes(scenario)])));
  });
});

describe('can: operating the read models', () => {
  it.each(Object.keys(expected) as RoleName[])('%s may read and rebuild projections only as an administrator', (role) => {
    const actor = actorFor(role);
    expect([can(actor, 'projection.read'), can(actor, 'projection.rebuild')]).toEqual(role === 'ADMIN' ? [true, true] : [false, false]);
  });

  it.each(Object.keys(expected) as RoleName[])('%s may explore the audit log only as an administrator', (role) => {
    expect(can(actorFor(role), 'audit.read')).toBe(role === 'ADMIN');
  });
});

describe('can: failing closed', () => {
  const admin = actorFor('ADMIN');

  it('refuses actions it does not know, even to an administrator', () => {
    expect(can(admin, 'assessment.archive')).toBe(false);
    expect(can(admin, 'invoice.close')).toBe(false);
    expect(can(admin, 'assessment')).toBe(false);
    expect(can(admin, 'projection.drop')).toBe(false);
  });

  it('never matches a missing agency with a missing agency', () => {
    const agencyWithoutAgency: Actor = { ...actorFor('AGENCY'), agencyId: null };
    expect(can(agencyWithoutAgency, 'assessment.read', { agencyId: null, createdBy: 'someone-else' })).toBe(false);
    expect(can(actorFor('CAREGIVER'), 'assessment.read', { createdBy: 'someone-else' })).toBe(false);
  });
});

describe('assessmentActionsAvailableTo', () => {
  const stateIn = (status: Parameters<typeof historyIn>[0]) => fold(assessmentDecider, historyIn(status));
  const agencyOf = (state: ReturnType<typeof stateIn>) => (state.status === 'none' ? null : state.agencyId);

  it('offers an agency user every allowed action on its own assessment', () => {
    const state = stateIn(2);
    const agencyUser: Actor = { ...actorFor('AGENCY'), agencyId: agencyOf(state) };
    expect(assessmentActionsAvailableTo(agencyUser, state)).toEqual(['reschedule', 'approve', 'cancel']);
    expect(assessmentActionsAvailableTo(actorFor('AGENCY'), state)).toEqual([]);
  });

  it('offers a family only the cancellation of what it asked for', () => {
    const state = stateIn(7);
    const creator: Actor = { ...actorFor('USER'), id: state.status === 'none' ? '' : state.createdBy };
    expect(assessmentActionsAvailableTo(creator, state)).toEqual(['cancel']);
    expect(assessmentActionsAvailableTo(actorFor('USER'), state)).toEqual([]);
    expect(assessmentActionsAvailableTo(creator, fold(assessmentDecider, []))).toEqual([]);
  });
});

describe('assessmentDetailActionsAvailableTo', () => {
  const stateIn = (status: Parameters<typeof historyIn>[0]) => fold(assessmentDecider, historyIn(status));

  it('offers the agency shifts only while APPROVED or ACTIVE, and the survey until the end', () => {
    const agencyUser: Actor = { ...actorFor('AGENCY'), agencyId };
    expect(assessmentDetailActionsAvailableTo(agencyUser, stateIn(3))).toEqual(['add-shift', 'change-shift', 'cancel-shift', 'answer-survey']);
    expect(assessmentDetailActionsAvailableTo(agencyUser, stateIn(4))).toEqual(['add-shift', 'change-shift', 'cancel-shift', 'answer-survey']);
    expect(assessmentDetailActionsAvailableTo(agencyUser, stateIn(2))).toEqual(['answer-survey']);
    expect(assessmentDetailActionsAvailableTo(agencyUser, stateIn(6))).toEqual([]);
    expect(assessmentDetailActionsAvailableTo(actorFor('AGENCY'), stateIn(3))).toEqual([]);
  });

  it('offers the creator family the survey only', () => {
    const state = stateIn(4);
    const creator: Actor = { ...actorFor('USER'), id: state.status === 'none' ? '' : state.createdBy };
    expect(assessmentDetailActionsAvailableTo(creator, state)).toEqual(['answer-survey']);
    expect(assessmentDetailActionsAvailableTo(creator, fold(assessmentDecider, []))).toEqual([]);
  });
});
