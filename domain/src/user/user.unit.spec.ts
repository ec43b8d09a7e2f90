import { describe, expect, it } from 'vitest';
import { Role, type RoleId } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import type { CommandMetadata } from '../shared/command';
import { parseOrThrow } from '../shared/validation';
import { deciderSpec } from '../testing';
import type { UserCommand } from './commands';
import { userDecider } from './decider';
import type { Tenancy, UserCreated, UserEvent } from './events';
import { userRecord } from './record';

const userId = '3b0c6f0e-7d7a-4c55-9a39-1f1d6b0c2a10';
const agencyId = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const otherAgencyId = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02';
const partnerId = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
const adminId = 'admin-0001';

const metadata: CommandMetadata = { commandId: 'c-1', correlationId: 'c-1', actorId: adminId, actorRole: Role.ADMIN, now: '2030-03-01T09:00:00.000Z' };
const spec = deciderSpec(userDecider);

const agent: Tenancy = { roleId: Role.AGENCY_AGENT, agencyId, partnerId: null };
const created: UserCreated = {
  type: 'UserCreated',
  data: { userId, email: 'ann@example.org', name: 'Ann Agent', ...agent, createdBy: adminId },
};
const disabled: UserEvent = { type: 'UserDisabled', data: { userId, reason: 'Left the agency' } };

const create = (tenancy: Tenancy = agent): UserCommand => ({
  type: 'CreateUser',
  data: { userId, email: 'ann@example.org', name: 'Ann Agent', ...tenancy },
  metadata,
});
const changeRole = (tenancy: Tenancy): UserCommand => ({ type: 'ChangeUserRole', data: { userId, ...tenancy }, metadata });
const disable: UserCommand = { type: 'DisableUser', data: { userId, reason: 'Left the agency' }, metadata };
const activate: UserCommand = { type: 'ActivateUser', data: { userId }, metadata };
const resetPassword: UserCommand = { type: 'ResetUserPassword', data: { userId }, metadata };

const tenancy = (roleId: RoleId, agency: string | null, partner: string | null): Tenancy => ({ roleId, agencyId: agency, partnerId: partner });

describe('creating a user', () => {
  it('records the account facts, active, and who created it', () => {
    spec.given([]).when(create()).then([created]);
  });

  it.each([
    ['an agency', tenancy(Role.AGENCY, agencyId, null)],
    ['an agency agent', tenancy(Role.AGENCY_AGENT, agencyId, null)],
    ['a provider', tenancy(Role.PROVIDER, agencyId, null)],
    ['a caregiver', tenancy(Role.CAREGIVER, agencyId, null)],
    ['a partner', tenancy(Role.PARTNER, null, partnerId)],
    ['a partner agent', tenancy(Role.PARTNER_AGENT, null, partnerId)],
    ['a family member', tenancy(Role.USER, null, null)],
    ['an administrator', tenancy(Role.ADMIN, null, null)],
  ])('accepts %s with the organisation the role needs', (_label, fitting) => {
    spec.given([]).when(create(fitting)).then([{ type: 'UserCreated', data: { ...created.data, ...fitting } }]);
  });

  it.each([
    ['agency_required', tenancy(Role.CAREGIVER, null, null)],
    ['agency_required', tenancy(Role.AGENCY, null, partnerId)],
    ['partner_required', tenancy(Role.PARTNER_AGENT, null, null)],
    ['agency_not_allowed', tenancy(Role.USER, agencyId, null)],
    ['agency_not_allowed', tenancy(Role.PARTNER, agencyId, partnerId)],
    ['partner_not_allowed', tenancy(Role.ADMIN, null, partnerId)],
    ['partner_not_allowed', tenancy(Role.AGENCY_AGENT, agencyId, partnerId)],
  ])('refuses with %s a role without the organisation it needs or with one it must not have', (code, misfit) => {
    spec.given([]).when(create(misfit)).thenFails(code, 'rule');
  });

  it('refuses an id that is taken', () => {
    spec.given([created]).when(create()).thenFails('user_already_exists', 'conflict');
  });
});

describe('disabling and activating a user', () => {
  it('disables an active user, with the reason', () => {
    spec.given([created]).when(disable).then([disabled]);
  });

  it('refuses to disable a disabled user', () => {
    spec.given([created, disabled]).when(disable).thenFails('user_already_disabled', 'rule');
  });

  it('activates a disabled user again', () => {
    spec.given([created, disabled]).when(activate).then([{ type: 'UserActivated', data: { userId } }]);
  });

  it('refuses to activate an active user', () => {
    spec.given([created]).when(activate).thenFails('user_already_active', 'rule');
    spec.given([created, disabled, { type: 'UserActivated', data: { userId } }]).when(activate).thenFails('user_already_active', 'rule');
  });

  it('refuses every action on a user that does not exist', () => {
    for (const command of [disable, activate, resetPassword, changeRole(agent)]) spec.given([]).when(command).thenFails('user_not_found', 'not_found');
  });
});

describe('changing a role', () => {
  it('records the new role and organisation with the previous ones', () => {
    const caregiver = tenancy(Role.CAREGIVER, otherAgencyId, null);
    spec.given([created]).when(changeRole(caregiver)).then([{ type: 'UserRoleChanged', data: { userId, ...caregiver, previous: agent } }]);
  });

  it('refuses a change that changes nothing', () => {
    spec.given([created]).when(changeRole(agent)).thenFails('role_unchanged', 'rule');
  });

  it('refuses a role without the organisation it needs', () => {
    spec.given([created]).when(changeRole(tenancy(Role.PARTNER_AGENT, agencyId, null))).thenFails('agency_not_allowed', 'rule');
    spec.given([created]).when(changeRole(tenancy(Role.PARTNER, null, null))).thenFails('partner_required', 'rule');
  });
});

describe('resetting a password', () => {
  it('records that a password was issued, and by whom, never the password', () => {
    spec.given([created]).when(resetPassword).then([{ type: 'UserPasswordReset', data: { userId, resetBy: adminId } }]);
  });

  it('refuses for a disabled user', () => {
    spec.given([created, disabled]).when(resetPassword).thenFails('user_disabled', 'rule');
  });
});

describe('user requests', () => {
  const agency: Actor = { id: 'agency-1', roleId: Role.AGENCY, agencyId, partnerId: null };
  const partner: Actor = { id: 'partner-1', roleId: Role.PARTNER, agencyId: null, partnerId };
  const toCommand = (body: unknown, actor: Actor) =>
    userRecord.create.toCommand(userId, parseOrThrow(userRecord.create.body, body) as never, metadata, actor);

  it('lowercases the email and gives an agency or partner user its creator organisation', () => {
    expect(toCommand({ email: ' Ann@Example.ORG ', name: 'Ann', roleId: Role.CAREGIVER }, agency).data).toEqual({
      userId, email: 'ann@example.org', name: 'Ann', roleId: Role.CAREGIVER, agencyId, partnerId: null,
    });
    expect(toCommand({ email: 'pia@example.org', name: 'Pia', roleId: Role.PARTNER_AGENT }, partner).data).toMatchObject({ agencyId: null, partnerId });
  });

  it('does not give a family account the creator organisation', () => {
    expect(toCommand({ email: 'fay@example.org', name: 'Fay', roleId: Role.USER }, agency).data).toMatchObject({ agencyId: null, partnerId: null });
  });

  it('names every bad field', () => {
    expect(() => parseOrThrow(userRecord.create.body, { email: 'not-an-email', name: '', roleId: 7, password: 'x' })).toThrow(
      expect.objectContaining({
        errors: [
          { path: 'email', message: 'must be an email address' },
          { path: 'name', message: 'must not be empty' },
          { path: 'roleId', message: 'must be a known role id (1, 2, 3, 4, 5, 6, 8 or 9)' },
          { path: 'password', message: 'is not an allowed field' },
        ],
      }),
    );
    expect(() => parseOrThrow(userRecord.create.body, {})).toThrow(
      expect.objectContaining({
        errors: [
          { path: 'email', message: 'is required' },
          { path: 'name', message: 'is required' },
          { path: 'roleId', message: 'is required' },
        ],
      }),
    );
  });

  it('lists exactly the actions the policy knows', () => {
    expect(Object.keys(userRecord.actions)).toEqual(['activate', 'disable', 'change-role', 'reset-password']);
  });
});
