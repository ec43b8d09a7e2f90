import { ForbiddenException } from '@nestjs/common';
import { Role } from '@careledger/domain';
import type { Actor } from '../http/actor';
import type { ReportFilter } from './report-request';

const forbid = (message: string): never => {
  throw new ForbiddenException({ message });
};

/**
 * Administrators read every agency's and partner's figures; agency staff (agency, agent,
 * provider) only their agency's, partners and their agents only their partner's: the filter is
 * forced to it, and naming another is refused. Families and caregivers have no reports.
 */
export const scopeReportFilter = <Filter extends ReportFilter>(actor: Actor, filter: Filter): Filter => {
  switch (actor.roleId) {
    case Role.ADMIN:
      return filter;
    case Role.AGENCY:
    case Role.AGENCY_AGENT:
    case Role.PROVIDER:
      if (!actor.agencyId) return forbid('Your account belongs to no agency.');
      if (filter.agencyId !== undefined && filter.agencyId !== actor.agencyId) forbid('You may only see the reports of your own agency.');
      return { ...filter, agencyId: actor.agencyId };
    case Role.PARTNER:
    case Role.PARTNER_AGENT:
      if (!actor.partnerId) return forbid('Your account belongs to no partner.');
      if (filter.partnerId !== undefined && filter.partnerId !== actor.partnerId) forbid('You may only see the reports of your own partner.');
      return { ...filter, partnerId: actor.partnerId };
    case Role.USER:
    case Role.CAREGIVER:
      return forbid('Only administrators, agencies and partners may see reports.');
  }
};
