import { Role } from '@careledger/domain';
import type { DemoPatient } from './demo-context';
import { DEMO_PARTNER_ID } from './demo-users';

/** Who may ask for an assessment besides the agency: the patient's family, or the referring partner's staff. */
export type Requester = 'family' | 'partner' | 'partner-agent';

type Registered = Pick<DemoPatient, 'registeredBy' | 'partnerId'>;

/** The demo account that asks as `requester`: the family that registered the patient; a partner's staff for the patients it referred. */
const askingAs = (requester: Requester, patient: Registered): string | undefined => {
  if (requester === 'family') return patient.registeredBy.roleId === Role.USER ? patient.registeredBy.slug : undefined;
  return patient.partnerId === DEMO_PARTNER_ID ? requester : undefined;
};

/**
 * Who asks for an assessment the agency did not open itself: the one picked if the policy lets
 * them, else whoever may (the family or the referring partner), else nobody (the agency opens it).
 */
export const requesterOf = (patient: Registered, picked: Requester): string | undefined =>
  askingAs(picked, patient) ?? askingAs('family', patient) ?? askingAs('partner', patient);
