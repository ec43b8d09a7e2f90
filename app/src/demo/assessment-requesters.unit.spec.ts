import { describe, expect, it } from 'vitest';
import { Role, can } from '@careledger/domain';
import { requesterOf, type Requester } from './assessment-requesters';
import { actorOf } from './demo-context';
import { DEMO_AGENCY_ID, DEMO_PARTNER_ID, demoUserBySlug, type DemoUser } from './demo-users';

type Registered = { registeredBy: DemoUser; partnerId: string | null };
const otherFamily: DemoUser = { ...demoUserBySlug('user'), id: '00000000-0000-4000-8000-0000000000f4', slug: 'family-4', email: 'family-4@demo.careledger' };
const familyPatient: Registered = { registeredBy: demoUserBySlug('user'), partnerId: null };
const otherFamilyPatient: Registered = { registeredBy: otherFamily, partnerId: null };
const referredPatient: Registered = { registeredBy: demoUserBySlug('partner'), partnerId: DEMO_PARTNER_ID };
const agencyPatient: Registered = { registeredBy: demoUserBySlug('agency'), partnerId: null };
const accounts = new Map([...['user', 'partner', 'partner-agent'].map((slug) => [slug, demoUserBySlug(slug)] as const), ['family-4', otherFamily] as const]);

describe('who asks for a demo assessment', () => {
  it('keeps the one picked when the policy lets them ask: for a family, the family that registered the patient', () => {
    expect(requesterOf(familyPatient, 'family')).toBe('user');
    expect(requesterOf(otherFamilyPatient, 'family')).toBe('family-4');
    expect(requesterOf(referredPatient, 'partner-agent')).toBe('partner-agent');
  });

  it('falls back to whoever may ask, and to nobody for an agency-registered patient', () => {
    expect(requesterOf(otherFamilyPatient, 'partner')).toBe('family-4');
    expect(requesterOf(referredPatient, 'family')).toBe('partner');
    expect(requesterOf(agencyPatient, 'family')).toBeUndefined();
  });

  it('never names someone the assessment policy would refuse', () => {
    const patientFacts = (patient: Registered) => ({
      patientId: 'p',
      agencyId: DEMO_AGENCY_ID,
      partnerId: patient.partnerId,
      careTeam: [],
      createdBy: patient.registeredBy.id,
    });
    for (const patient of [familyPatient, otherFamilyPatient, referredPatient, agencyPatient]) {
      for (const picked of ['family', 'partner', 'partner-agent'] satisfies Requester[]) {
        const slug = requesterOf(patient, picked);
        if (slug === undefined) continue;
        const account = accounts.get(slug);
        expect(account, slug).toBeDefined();
        const actor = actorOf(account as DemoUser);
        expect(actor.roleId === Role.USER || actor.partnerId === DEMO_PARTNER_ID).toBe(true);
        expect(can(actor, 'assessment.create', { agencyId: DEMO_AGENCY_ID, patient: patientFacts(patient) }), `${slug} for ${patient.registeredBy.slug}`).toBe(true);
      }
    }
  });
});
