import { agencyStandings, type AgencyStandingId } from '../catalog/people';
import { labelOf } from '../catalog/catalog-entry';
import { DomainError, ruleBroken } from '../shared/domain-error';

export const agencyAlreadyExists = (agencyId: string): DomainError =>
  new DomainError('conflict', 'agency_already_exists', `The agency ${agencyId} already exists.`);

export const agencyNotFound = (agencyId: string): DomainError =>
  new DomainError('not_found', 'agency_not_found', `The agency ${agencyId} does not exist.`);

export const agencyProfileUnchanged = (): DomainError =>
  ruleBroken('agency_profile_unchanged', 'The update changes nothing: name, email, phone and address are as they are.');

export const agencyCareTypesUnchanged = (): DomainError =>
  ruleBroken('care_types_unchanged', 'The agency already provides exactly these care types.');

export const agencyStandingUnchanged = (level: AgencyStandingId): DomainError =>
  ruleBroken('standing_unchanged', `The agency is already at ${labelOf(agencyStandings, level)}.`);

export const agencyTerminated = (doing: string): DomainError =>
  ruleBroken('agency_terminated', `The agency is terminated (Level 4): it cannot ${doing}. An administrator may reinstate it first.`);

export const agencyNotTerminated = (level: AgencyStandingId): DomainError =>
  ruleBroken('agency_not_terminated', `Only a terminated agency is reinstated; this one is at ${labelOf(agencyStandings, level)}.`);

export const agencyInternalFlagUnchanged = (isInternal: boolean): DomainError =>
  ruleBroken('internal_flag_unchanged', isInternal ? 'The agency is already internal.' : 'The agency is already external.');
