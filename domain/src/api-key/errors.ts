import { labelOfRole, type RoleId } from '../catalog/roles';
import { DomainError, ruleBroken } from '../shared/domain-error';
import { invalidRequest } from '../shared/validation';

export const apiKeyAlreadyExists = (keyId: string): DomainError => new DomainError('conflict', 'api_key_already_exists', `The API key ${keyId} already exists.`);

export const apiKeyNotFound = (keyId: string): DomainError => new DomainError('not_found', 'api_key_not_found', `The API key ${keyId} does not exist.`);

export const apiKeyAlreadyRevoked = (keyId: string): DomainError => ruleBroken('api_key_already_revoked', `The API key ${keyId} is already revoked.`);

export const scopeBeyondRole = (index: number, scope: string, roleId: RoleId): DomainError =>
  invalidRequest([{ path: `scopes.${index}`, message: `${scope} is beyond what a key of the role ${labelOfRole(roleId)} may do` }]);

export const oneOrganisation = (): DomainError =>
  invalidRequest([{ path: 'partnerId', message: 'a key acts for one organisation: give agencyId or partnerId, not both' }]);
