import { Role } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import type { Actor } from './actor';

/** Whose figures a report request asks for; an absent id means every one the reader may see. */
export interface ReportScope {
  agencyId?: string | undefined;
  partnerId?: string | undefined;
}

type ReportAudience = 'everyone' | 'own-agency' | 'own-partner' | 'nobody';

const audienceOf = (actor: Actor): ReportAudience => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return 'everyone';
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      return 'own-agency';
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      return 'own-partner';
    case Role.USER:
    case Role.CAREGIVER:
      return 'nobody';
    default:
      return assertNever(actor.roleId);
  }
};

const refuse = (code: string, message: string): DomainError => new DomainError('forbidden', code, message);

/**
 * Whether the role has reports and dashboard statistics at all (the console's navigation asks
 * this); `scopeReports` then holds each reader to their own figures.
 */
export const mayReadReports = (actor: Actor): boolean => audienceOf(actor) !== 'nobody';

/**
 * DESIGN.md section 6 for reports. Administrators read every agency's and partner's figures;
 * agency staff (agency, agent, provider) only their agency's, partners and their agents only
 * their partner's: the scope is forced to it, and naming another is refused. Families and
 * caregivers have no reports. Answers the scope to read, or the refusal as a forbidden error.
 */
export const scopeReports = <Scope extends ReportScope>(actor: Actor, scope: Scope): Scope | DomainError => {
  const audience = audienceOf(actor);
  switch (audience) {
    case 'everyone':
      return scope;
    case 'own-agency':
      if (!actor.agencyId) return refuse('report_no_agency', 'Your account belongs to no agency.');
      if (scope.agencyId !== undefined && scope.agencyId !== actor.agencyId) return refuse('report_other_agency', 'You may only see the reports of your own agency.');
      return { ...scope, agencyId: actor.agencyId };
    case 'own-partner':
      if (!actor.partnerId) return refuse('report_no_partner', 'Your account belongs to no partner.');
      if (scope.partnerId !== undefined && scope.partnerId !== actor.partnerId) return refuse('report_other_partner', 'You may only see the reports of your own partner.');
      return { ...scope, partnerId: actor.partnerId };
    case 'nobody':
      return refuse('report_forbidden', 'Only administrators, agencies and partners may see reports.');
    default:
      return assertNever(audience);
  }
};
