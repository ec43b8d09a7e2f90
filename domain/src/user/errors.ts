import { labelOfRole, type RoleId } from '../catalog/roles';
import { DomainError, ruleBroken } from '../shared/domain-error';

export const userAlreadyExists = (userId: string): DomainError =>
  new DomainError('conflict', 'user_already_exists', `The user ${userId} already exists.`);

export const userNotFound = (userId: string): DomainError => new DomainError('not_found', 'user_not_found', `The user ${userId} does not exist.`);

export const agencyRequired = (roleId: RoleId): DomainError =>
  ruleBroken('agency_required', `A user with the role ${labelOfRole(roleId)} works for an agency: agencyId is required.`);

export const partnerRequired = (roleId: RoleId): DomainError =>
  ruleBroken('partner_required', `A user with the role ${labelOfRole(roleId)} works for a partner: partnerId is required.`);

export const agencyNotAllowed = (roleId: RoleId): DomainError =>
  ruleBroken('agency_not_allowed', `A user with the role ${labelOfRole(roleId)} works for no agency: leave agencyId out.`);

export const partnerNotAllowed = (roleId: RoleId): DomainError =>
  ruleBroken('partner_not_allowed', `A user with the role ${labelOfRole(roleId)} works for no partner: leave partnerId out.`);

export const userAlreadyDisabled = (userId: string): DomainError => ruleBroken('user_already_disabled', `The user ${userId} is already disabled.`);

export const userAlreadyActive = (userId: string): DomainError => ruleBroken('user_already_active', `The user ${userId} is already active.`);

export const userDisabled = (userId: string): DomainError =>
  ruleBroken('user_disabled', `The user ${userId} is disabled: activate the account before issuing a new password.`);

export const roleUnchanged = (): DomainError =>
  ruleBroken('role_unchanged', 'The user already has this role with this agency and partner.');
