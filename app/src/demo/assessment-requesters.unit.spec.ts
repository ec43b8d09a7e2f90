import { describe, expect, it } from 'vitest';
import { Role, can } from '@careledger/domain';
import { requesterOf } from './assessment-requesters';
import { actorOf } from './demo-context';
import { DEMO_AGENCY_ID, DEMO_PARTNER_ID, demoUserBySlug } from './demo-users';

type Registered = { registeredBy: string; partnerId: string | null };
const familyPatient: Registered = { registeredBy: 'user', partnerId: null };
const referredPatient: Registered = { registeredBy: 'partner', partnerId: DEMO_PARTNER_ID };
const agencyPatient: Registered = { registeredBy: 'agency', partnerId: null };

describe('who asks for a demo assessment', () => {
  it('keeps the one picked when the policy lets them ask', () => {
    expect(requesterOf(familyPatient, 'user')).toBe('user');
    expect(requesterOf(referredPatient, 'partner-agent')).toBe('partner-agent');
  });

  it('falls back to whoever may ask, and to nobody for an agency-registered patient', () => {
    expect(requesterOf(familyPatient, 'partner')).toBe('user');
    expect(requesterOf(referredPatient, 'user')).toBe('partner');
    expect(requesterOf(agencyPatient, 'user')).toBeUndefined();
  });

  it('never names someone the assessment policy would refuse', () => {
    const patientFacts = (patient: Registered) => ({
      patientId: 'p',
      agencyId: DEMO_AGENCY_ID,
      partnerId: patient.partnerId,
      careTeam: [],
      createdBy: demoUserBySlug(patient.registeredBy).id,
    });
    for (const patient of [familyPatient, referredPatient, agencyPatient]) {
      for (const picked of ['user', 'partner', 'partner-agent']) {
        const slug = requesterOf(patient, picked);
        if (slug === undefined) continue;
        const actor = actorOf(demoUserBySlug(slug));
        expect(actor.roleId === Role.USER || actor.partnerId === DEMO_PARTNER_ID).toBe(true);
        expect(can(actor, 'assessment.create', { agencyId: DEMO_AGENCY_ID, patient: patientFacts(patient) }), `${slug} for ${patient.registeredBy}`).toBe(true);
      }
    }
  });
});
