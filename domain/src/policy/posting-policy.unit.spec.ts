import { describe, expect, it } from 'vitest';
import { Role, type RoleName } from '../catalog/roles';
import type { PostingFacts } from '../posting/facts';
import { PostingStatus, type PostingStatusId } from '../posting/posting-statuses';
import type { Actor } from './actor';
import { can, policyActions } from './can';
import { postingVerbs, type PostingVerb } from './posting-policy';

const OWN_AGENCY = 'agency-own';
const OTHER_AGENCY = 'agency-other';

const actorFor = (role: RoleName): Actor => {
  const agencySide = ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role);
  const partnerSide = role === 'PARTNER' || role === 'PARTNER_AGENT';
  return { id: `actor-${role}`, roleId: Role[role], agencyId: agencySide ? OWN_AGENCY : null, partnerId: partnerSide ? 'partner-1' : null };
};

type Scenario =
  | 'ownOpen'
  | 'ownDraft'
  | 'ownForeignPatient'
  | 'otherOpen'
  | 'otherDraft'
  | 'otherHeldOfferedToActor'
  | 'familysPatient'
  | 'noFacts';
const scenarios: Scenario[] = ['ownOpen', 'ownDraft', 'ownForeignPatient', 'otherOpen', 'otherDraft', 'otherHeldOfferedToActor', 'familysPatient', 'noFacts'];

const posting = (agencyId: string, status: PostingStatusId, patientAgencyId = agencyId, patientCreatedBy = 'someone-else'): PostingFacts => ({
  patientId: 'patient-1',
  agencyId,
  createdBy: 'staff-of-the-agency',
  postingStatus: status,
  candidates: [],
  invitedAgencyIds: [],
  patient: { patientId: 'patient-1', agencyId: patientAgencyId, partnerId: 'partner-1', careTeam: [], createdBy: patientCreatedBy },
});

const factsFor = (scenario: Scenario, actor: Actor): PostingFacts | undefined => {
  switch (scenario) {
    case 'ownOpen':
      return posting(OWN_AGENCY, PostingStatus.OPEN);
    case 'ownDraft':
      return posting(OWN_AGENCY, PostingStatus.DRAFT);
    case 'ownForeignPatient':
      return posting(OWN_AGENCY, PostingStatus.ON_HOLD, OTHER_AGENCY);
    case 'otherOpen':
      return posting(OTHER_AGENCY, PostingStatus.OPEN);
    case 'otherDraft':
      return posting(OTHER_AGENCY, PostingStatus.DRAFT);
    case 'otherHeldOfferedToActor':
      return {
        ...posting(OTHER_AGENCY, PostingStatus.ON_HOLD),
        candidates: [{ kind: 'agency', id: OWN_AGENCY }, { kind: 'caregiver', id: actor.id }],
        invitedAgencyIds: [OWN_AGENCY],
      };
    case 'familysPatient':
      return posting(OTHER_AGENCY, PostingStatus.DRAFT, OTHER_AGENCY, actor.id);
    case 'noFacts':
      return undefined;
  }
};

const everywhere = scenarios;
const nowhere: Scenario[] = [];
const ownPostings: Scenario[] = ['ownOpen', 'ownDraft', 'ownForeignPatient'];
const managed = (create: Scenario[], read: Scenario[], manage: Scenario[], apply: Scenario[]): Record<PostingVerb, Scenario[]> => ({
  create, read, publish: manage, hold: manage, unhold: manage, extend: manage, 'invite-agency': manage,
  'invite-caregiver': manage, apply, assign: manage, fill: manage, close: manage,
});

const agencySide = managed(['ownOpen', 'ownDraft'], [...ownPostings, 'otherHeldOfferedToActor'], ownPostings, ['otherHeldOfferedToActor']);
const openToCaregiver: Scenario[] = ['ownOpen', 'otherOpen', 'otherHeldOfferedToActor'];

/** Where each role may take each posting action (DESIGN.md section 6), written out by hand. */
const expected: Record<RoleName, Record<PostingVerb, Scenario[]>> = {
  ADMIN: managed(everywhere, everywhere, everywhere, everywhere),
  AGENCY: agencySide,
  AGENCY_AGENT: agencySide,
  PROVIDER: agencySide,
  CAREGIVER: managed(nowhere, openToCaregiver, nowhere, openToCaregiver),
  USER: managed(nowhere, ['familysPatient'], nowhere, nowhere),
  PARTNER: managed(nowhere, nowhere, nowhere, nowhere),
  PARTNER_AGENT: managed(nowhere, nowhere, nowhere, nowhere),
};

const matrix = (Object.keys(expected) as RoleName[]).flatMap((role) => postingVerbs.map((verb) => [role, verb] as const));

describe('can: every role x every posting action', () => {
  it('knows exactly create, read and the posting actions', () => {
    expect(policyActions.filter((action) => action.startsWith('posting.'))).toEqual([
      'posting.create', 'posting.read', 'posting.publish', 'posting.hold', 'posting.unhold', 'posting.extend',
      'posting.invite-agency', 'posting.invite-caregiver', 'posting.apply', 'posting.assign', 'posting.fill', 'posting.close',
    ]);
    expect(matrix).toHaveLength(8 * 12);
  });

  it.each(matrix)('%s may posting.%s', (role, verb) => {
    const actor = actorFor(role);
    const outcome = Object.fromEntries(scenarios.map((scenario) => [scenario, can(actor, `posting.${verb}`, factsFor(scenario, actor))]));
    expect(outcome).toEqual(Object.fromEntries(scenarios.map((scenario) => [scenario, expected[role][verb].includes(scenario)])));
  });
});

describe('can: postings fail closed', () => {
  it('never matches a missing agency with a missing agency', () => {
    const agencyWithoutAgency: Actor = { ...actorFor('AGENCY'), agencyId: null };
    const unowned: PostingFacts = { agencyId: null, postingStatus: PostingStatus.OPEN, invitedAgencyIds: [], candidates: [{ kind: 'agency', id: '' }] };
    expect(postingVerbs.filter((verb) => can(agencyWithoutAgency, `posting.${verb}`, unowned))).toEqual([]);
  });

  it('lets a caregiver read an open posting known only by its status, and nothing without one', () => {
    const caregiver = actorFor('CAREGIVER');
    const open: PostingFacts = { postingStatus: PostingStatus.OPEN };
    const filled: PostingFacts = { postingStatus: PostingStatus.FILLED };
    expect(can(caregiver, 'posting.read', open)).toBe(true);
    expect(can(caregiver, 'posting.read', { agencyId: OWN_AGENCY })).toBe(false);
    expect(can(caregiver, 'posting.apply', filled)).toBe(false);
  });
});
