import { describe, expect, it } from 'vitest';
import { commandRoutes } from './command-routes';
import { whatItDoes } from './command-descriptions';
import { routeDocumentation } from './route-documentation';

const routeOf = (path: string) => commandRoutes.find((route) => route.path === path)!;

describe('the description of a command route', () => {
  it('says what the command does first, then who may send it and what every command of its shape shares', () => {
    const hold = routeDocumentation.descriptionOf(routeOf('referrals/:id/hold'));
    expect(hold.startsWith(whatItDoes['referral.hold']!)).toBe(true);
    expect(hold).toContain('partners and partner agents');
    expect(hold).toContain('Send `expectedVersion`');
    expect(hold).toContain('`Idempotency-Key`');
    expect(hold).toContain('`referral.hold` (or `referral.*`)');
  });

  it('tells a creation, an unversioned action and an answer given once apart', () => {
    expect(routeDocumentation.descriptionOf(routeOf('patients/:id/medication-orders'))).toContain("The path's id fills the body's `patientId`.");
    expect(routeDocumentation.descriptionOf(routeOf('webhooks/:id/pause'))).toContain('It names no version.');
    const key = routeDocumentation.descriptionOf(routeOf('api-keys'));
    expect(key).toContain('Never replayed for an `Idempotency-Key`');
    expect(key).not.toContain('An API key needs the scope');
  });

  it('describes every route of the table, each in words of its own', () => {
    const tabled = commandRoutes.filter((route) => !route.ownController);
    const descriptions = tabled.map((route) => routeDocumentation.descriptionOf(route));
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
