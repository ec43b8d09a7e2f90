import { describe, expect, it } from 'vitest';
import { Role, type RoleName } from '../catalog/roles';
import { paymentRecord } from '../payment/record';
import { subscriptionRecord } from '../subscription/record';
import type { Actor } from './actor';
import { can, policyActions } from './can';
import type { PaymentVerb } from './payment-policy';
import type { RecordFacts } from './resource';
import type { SubscriptionVerb } from './subscription-policy';

const OWN_AGENCY = 'agency-own';
const OTHER_AGENCY = 'agency-other';

const actorFor = (role: RoleName): Actor => {
  const agencySide = ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role);
  const partnerSide = role === 'PARTNER' || role === 'PARTNER_AGENT';
  return { id: `actor-${role}`, roleId: Role[role], agencyId: agencySide ? OWN_AGENCY : null, partnerId: partnerSide ? 'partner-1' : null };
};

const patient = (agencyId: string, createdBy: string, careTeam: string[] = []): RecordFacts => ({
  patientId: 'p-1',
  userId: null,
  patient: { patientId: 'p-1', agencyId, partnerId: 'partner-1', careTeam, createdBy },
});

/** The same situations serve subscriptions and payments: both are about a family's membership or a patient. */
const situations = {
  ownMembership: (actor: Actor): RecordFacts => ({ patientId: null, userId: actor.id }),
  otherMembership: (): RecordFacts => ({ patientId: null, userId: 'someone-else' }),
  familysPatient: (actor: Actor) => patient(OTHER_AGENCY, actor.id),
  agencysPatient: (actor: Actor) => patient(OWN_AGENCY, 'someone-else', [actor.id]),
  otherAgencysPatient: () => patient(OTHER_AGENCY, 'someone-else'),
  noFacts: () => undefined,
} satisfies Record<string, (actor: Actor) => RecordFacts | undefined>;
type Situation = keyof typeof situations;
const all = Object.keys(situations) as Situation[];

const familyOwn: Situation[] = ['ownMembership', 'familysPatient'];
const agencyOwn: Situation[] = ['agencysPatient'];
const nowhere: Situation[] = [];

const subscriptions: Record<RoleName, Record<SubscriptionVerb, Situation[]>> = {
  ADMIN: { create: all, read: all, cancel: all },
  USER: { create: familyOwn, read: familyOwn, cancel: familyOwn },
  AGENCY: { create: nowhere, read: agencyOwn, cancel: nowhere },
  AGENCY_AGENT: { create: nowhere, read: agencyOwn, cancel: nowhere },
  PROVIDER: { create: nowhere, read: agencyOwn, cancel: nowhere },
  PARTNER: { create: nowhere, read: nowhere, cancel: nowhere },
  PARTNER_AGENT: { create: nowhere, read: nowhere, cancel: nowhere },
  // On the care team of the agency's patient, and still no access to its billing.
  CAREGIVER: { create: nowhere, read: nowhere, cancel: nowhere },
};

const readOnly = (read: Situation[]): Record<PaymentVerb, Situation[]> => ({ create: nowhere, read, pay: nowhere, void: nowhere });
const payments: Record<RoleName, Record<PaymentVerb, Situation[]>> = {
  ADMIN: { create: all, read: all, pay: all, void: all },
  USER: readOnly(familyOwn),
  AGENCY: readOnly(agencyOwn),
  AGENCY_AGENT: readOnly(agencyOwn),
  PROVIDER: readOnly(agencyOwn),
  PARTNER: readOnly(nowhere),
  PARTNER_AGENT: readOnly(nowhere),
  CAREGIVER: readOnly(nowhere),
};

const matrixOf = <Verb extends string>(table: Record<RoleName, Record<Verb, Situation[]>>) =>
  (Object.keys(table) as RoleName[]).flatMap((role) => (Object.keys(table[role]) as Verb[]).map((verb) => [role, verb] as const));

const outcomes = (role: RoleName, action: string) => {
  const actor = actorFor(role);
  return Object.fromEntries(all.map((situation) => [situation, can(actor, action, situations[situation](actor))]));
};
const allowedIn = (allowed: Situation[]) => Object.fromEntries(all.map((situation) => [situation, allowed.includes(situation)]));

describe('can: every role x every subscription action', () => {
  it('knows exactly create, read and the actions of the record', () => {
    expect(policyActions.filter((action) => action.startsWith('subscription.'))).toEqual(['subscription.create', 'subscription.read', ...Object.keys(subscriptionRecord.actions).map((action) => `subscription.${action}`)]);
  });

  it.each(matrixOf(subscriptions))('%s may subscription.%s', (role, verb) => {
    expect(outcomes(role, `subscription.${verb}`)).toEqual(allowedIn(subscriptions[role][verb]));
  });
});

describe('can: every role x every payment action', () => {
  it('knows exactly create, read and the actions of the record', () => {
    expect(policyActions.filter((action) => action.startsWith('payment.'))).toEqual(['payment.create', 'payment.read', ...Object.keys(paymentRecord.actions).map((action) => `payment.${action}`)]);
  });

  it.each(matrixOf(payments))('%s may payment.%s', (role, verb) => {
    expect(outcomes(role, `payment.${verb}`)).toEqual(allowedIn(payments[role][verb]));
  });
});
