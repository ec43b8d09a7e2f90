import { describe, expect, it } from 'vitest';
import { Role, type RoleName } from '../catalog/roles';
import { DomainError, isDomainError } from '../shared/domain-error';
import type { Actor } from './actor';
import { mayReadReports, scopeReports, type ReportScope } from './report-policy';

const OWN_AGENCY = 'agency-own';
const OTHER_AGENCY = 'agency-other';
const OWN_PARTNER = 'partner-own';
const OTHER_PARTNER = 'partner-other';

const actorFor = (role: RoleName): Actor => ({
  id: `actor-${role}`,
  roleId: Role[role],
  agencyId: ['AGENCY', 'AGENCY_AGENT', 'PROVIDER', 'CAREGIVER'].includes(role) ? OWN_AGENCY : null,
  partnerId: role === 'PARTNER' || role === 'PARTNER_AGENT' ? OWN_PARTNER : null,
});

const refusalCode = (answer: ReportScope | DomainError): string | undefined => (isDomainError(answer) ? answer.code : undefined);

describe('who may read reports', () => {
  it.each<[RoleName, boolean]>([
    ['ADMIN', true],
    ['AGENCY', true],
    ['AGENCY_AGENT', true],
    ['PROVIDER', true],
    ['PARTNER', true],
    ['PARTNER_AGENT', true],
    ['USER', false],
    ['CAREGIVER', false],
  ])('%s: %s', (role, expected) => {
    expect(mayReadReports(actorFor(role))).toBe(expected);
  });
});

describe('whose figures a report covers', () => {
  it('leaves an administrator’s filter as asked, any agency or partner or none', () => {
    const admin = actorFor('ADMIN');
    expect(scopeReports(admin, {})).toEqual({});
    expect(scopeReports(admin, { agencyId: OTHER_AGENCY, partnerId: OTHER_PARTNER })).toEqual({ agencyId: OTHER_AGENCY, partnerId: OTHER_PARTNER });
  });

  it.each<RoleName>(['AGENCY', 'AGENCY_AGENT', 'PROVIDER'])('holds %s to its own agency, and refuses another', (role) => {
    const actor = actorFor(role);
    const request: ReportScope & { pageSize: number } = { pageSize: 10 };
    expect(scopeReports(actor, request)).toEqual({ pageSize: 10, agencyId: OWN_AGENCY });
    expect(scopeReports(actor, { agencyId: OWN_AGENCY })).toEqual({ agencyId: OWN_AGENCY });
    expect(refusalCode(scopeReports(actor, { agencyId: OTHER_AGENCY }))).toBe('report_other_agency');
    expect(refusalCode(scopeReports({ ...actor, agencyId: null }, {}))).toBe('report_no_agency');
  });

  it.each<RoleName>(['PARTNER', 'PARTNER_AGENT'])('holds %s to its own partner, and refuses another', (role) => {
    const actor = actorFor(role);
    expect(scopeReports(actor, {})).toEqual({ partnerId: OWN_PARTNER });
    expect(refusalCode(scopeReports(actor, { partnerId: OTHER_PARTNER }))).toBe('report_other_partner');
    expect(refusalCode(scopeReports({ ...actor, partnerId: undefined }, {}))).toBe('report_no_partner');
  });

  it.each<RoleName>(['USER', 'CAREGIVER'])('refuses %s as forbidden, with a message to show', (role) => {
    const answer = scopeReports(actorFor(role), {});
    expect(answer).toBeInstanceOf(DomainError);
    expect(answer).toMatchObject({ kind: 'forbidden', code: 'report_forbidden', message: 'Only administrators, agencies and partners may see reports.' });
  });
});
