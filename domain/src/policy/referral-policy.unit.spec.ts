import { describe, expect, it } from 'vitest';
import { Role, type RoleName } from '../catalog/roles';
import type { Actor } from './actor';
import { can, policyActions } from './can';
import { referralVerbs, type ReferralVerb } from './referral-policy';
import type { RecordFacts } from './resource';

const OWN_AGENCY = 'agency-own';
const OTHER_AGENCY = 'agency-other';
const OWN_PARTNER = 'partner-own';
const OTHER_PARTNER = 'partner-other';

const actorFor = (role: RoleName): Actor => {
  const agencySide = ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role);
  const partnerSide = role === 'PARTNER' || role === 'PARTNER_AGENT';
  return { id: `actor-${role}`, roleId: Role[role], agencyId: agencySide ? OWN_AGENCY : null, partnerId: partnerSide ? OWN_PARTNER : null };
};

type Scenario =
  | 'ownPartnersPatient'
  | 'ownPartnerForeignPatient'
  | 'otherPartnerOwnAgency'
  | 'otherPartnerOtherAgency'
  | 'onCareTeam'
  | 'familysPatient'
  | 'noFacts';
const scenarios: Scenario[] = ['ownPartnersPatient', 'ownPartnerForeignPatient', 'otherPartnerOwnAgency', 'otherPartnerOtherAgency', 'onCareTeam', 'familysPatient', 'noFacts'];

const referral = (partnerId: string, patient: { partnerId: string; agencyId: string; careTeam?: string[]; createdBy?: string }): RecordFacts => ({
  patientId: 'patient-1',
  partnerId,
  createdBy: 'someone-at-the-partner',
  patient: { patientId: 'patient-1', careTeam: [], createdBy: 'someone-else', ...patient },
});

const factsFor = (scenario: Scenario, actor: Actor): RecordFacts | undefined => {
  switch (scenario) {
    case 'ownPartnersPatient':
      return referral(OWN_PARTNER, { partnerId: OWN_PARTNER, agencyId: OWN_AGENCY });
    case 'ownPartnerForeignPatient':
      return referral(OWN_PARTNER, { partnerId: OTHER_PARTNER, agencyId: OTHER_AGENCY });
    case 'otherPartnerOwnAgency':
      return referral(OTHER_PARTNER, { partnerId: OTHER_PARTNER, agencyId: OWN_AGENCY });
    case 'otherPartnerOtherAgency':
      return referral(OTHER_PARTNER, { partnerId: OWN_PARTNER, agencyId: OTHER_AGENCY });
    case 'onCareTeam':
      return referral(OTHER_PARTNER, { partnerId: OTHER_PARTNER, agencyId: OTHER_AGENCY, careTeam: [actor.id] });
    case 'familysPatient':
      return referral(OTHER_PARTNER, { partnerId: OTHER_PARTNER, agencyId: OTHER_AGENCY, createdBy: actor.id });
    case 'noFacts':
      return undefined;
  }
};

const everywhere = scenarios;
const nowhere: Scenario[] = [];
const verbs = (create: Scenario[], read: Scenario[], run: Scenario[], milestones: Scenario[]): Record<ReferralVerb, Scenario[]> => ({
  create, read, hold: run, unhold: run, close: run, milestones,
});

const ownPartners: Scenario[] = ['ownPartnersPatient', 'ownPartnerForeignPatient'];
const partnerSide = verbs(['ownPartnersPatient'], ownPartners, ownPartners, ownPartners);
const servedByOwnAgency: Scenario[] = ['ownPartnersPatient', 'otherPartnerOwnAgency'];
const agencySide = verbs(nowhere, servedByOwnAgency, nowhere, servedByOwnAgency);

/** Where each role may take each referral action (DESIGN.md section 6), written out by hand. */
const expected: Record<RoleName, Record<ReferralVerb, Scenario[]>> = {
  ADMIN: verbs(everywhere, everywhere, everywhere, everywhere),
  USER: verbs(nowhere, ['familysPatient'], nowhere, nowhere),
  AGENCY: agencySide,
  AGENCY_AGENT: agencySide,
  PROVIDER: agencySide,
  PARTNER: partnerSide,
  PARTNER_AGENT: partnerSide,
  CAREGIVER: verbs(nowhere, nowhere, nowhere, nowhere),
};

const matrix = (Object.keys(expected) as RoleName[]).flatMap((role) => referralVerbs.map((verb) => [role, verb] as const));

describe('can: every role x every referral action', () => {
  it('knows exactly create, read and the referral actions', () => {
    expect(policyActions.filter((action) => action.startsWith('referral.'))).toEqual([
      'referral.create', 'referral.read', 'referral.hold', 'referral.unhold', 'referral.close', 'referral.milestones',
    ]);
    expect(matrix).toHaveLength(8 * 6);
  });

  it.each(matrix)('%s may referral.%s', (role, verb) => {
    const actor = actorFor(role);
    const outcome = Object.fromEntries(scenarios.map((scenario) => [scenario, can(actor, `referral.${verb}`, factsFor(scenario, actor))]));
    expect(outcome).toEqual(Object.fromEntries(scenarios.map((scenario) => [scenario, expected[role][verb].includes(scenario)])));
  });
});

describe('can: referrals fail closed', () => {
  it('never matches a missing partner with a missing partner', () => {
    const partnerWithoutPartner: Actor = { ...actorFor('PARTNER'), partnerId: null };
    const unowned: RecordFacts = { patientId: 'patient-1', partnerId: null, patient: { patientId: 'patient-1', agencyId: null, partnerId: null, careTeam: [], createdBy: null } };
    expect(referralVerbs.filter((verb) => can(partnerWithoutPartner, `referral.${verb}`, unowned))).toEqual([]);
  });

  it('lets a partner refer its own patient only for itself', () => {
    const forAnotherPartner = referral(OTHER_PARTNER, { partnerId: OWN_PARTNER, agencyId: OWN_AGENCY });
    expect(can(actorFor('PARTNER'), 'referral.create', forAnotherPartner)).toBe(false);
    expect(can(actorFor('ADMIN'), 'referral.create', forAnotherPartner)).toBe(true);
  });

  it('refuses actions it does not know', () => {
    expect(can(actorFor('ADMIN'), 'referral.reopen')).toBe(false);
  });
});
