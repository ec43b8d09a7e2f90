import type { DemoPatient } from './demo-context';
import { DEMO_PARTNER_ID } from './demo-users';

/** A family asks for the patients it registered; a partner's staff for the patients it referred. */
const mayRequestFor = (slug: string, patient: Pick<DemoPatient, 'registeredBy' | 'partnerId'>): boolean =>
  slug === 'user' ? patient.registeredBy === 'user' : patient.partnerId === DEMO_PARTNER_ID;

/**
 * Who asks for an assessment the agency did not open itself: the one picked if the policy lets
 * them, else whoever may (the family or the referring partner), else nobody (the agency opens it).
 */
export const requesterOf = (patient: Pick<DemoPatient, 'registeredBy' | 'partnerId'>, picked: string): string | undefined =>
  mayRequestFor(picked, patient) ? picked : ['user', 'partner'].find((slug) => mayRequestFor(slug, patient));
