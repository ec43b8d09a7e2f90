import { describe, expect, it } from 'vitest';
import { analyticsMeasures } from '../analytics/measures';
import { Role, type RoleName } from '../catalog/roles';
import type { Actor } from './actor';
import { mayReadMeasure } from './analytics-policy';

const actorFor = (role: RoleName): Actor => ({
  id: `actor-${role}`,
  roleId: Role[role],
  agencyId: ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role) ? 'agency-own' : null,
  partnerId: role === 'PARTNER' || role === 'PARTNER_AGENT' ? 'partner-own' : null,
});

const readable = (role: RoleName) => analyticsMeasures.filter((measure) => mayReadMeasure(actorFor(role), measure)).map((measure) => measure.key);
const billing = analyticsMeasures.filter((measure) => measure.machine === 'payment' || measure.machine === 'subscription').map((measure) => measure.key);

describe('which measures a reader may see', () => {
  it('gives administrators and agency staff every measure, their billing figures included', () => {
    expect(billing).toContain('subscription.amount');
    expect(billing).toContain('payment.amount');
    for (const role of ['ADMIN', 'AGENCY', 'AGENCY_AGENT', 'PROVIDER'] as const) expect(readable(role), role).toEqual(analyticsMeasures.map((measure) => measure.key));
  });

  it('gives partners, who read no bills or subscriptions, every measure but those of billing', () => {
    for (const role of ['PARTNER', 'PARTNER_AGENT'] as const) {
      expect(readable(role), role).toEqual(analyticsMeasures.map((measure) => measure.key).filter((key) => !billing.includes(key)));
    }
  });
});
