import { assertNever, type Decider } from '../shared/decider';
import type { UserCommand } from './commands';
import { roleUnchanged, userAlreadyActive, userAlreadyDisabled, userAlreadyExists, userDisabled, userNotFound } from './errors';
import type { Tenancy, UserEvent } from './events';
import { evolveUser, initialUserState, type ExistingUser, type UserState } from './state';
import { tenancyViolation } from './tenancy';

const existing = (state: UserState, userId: string): ExistingUser => {
  if (state.status === 'none') throw userNotFound(userId);
  return state;
};

const fitting = (tenancy: Tenancy): Tenancy => {
  const violation = tenancyViolation(tenancy);
  if (violation) throw violation;
  return { roleId: tenancy.roleId, agencyId: tenancy.agencyId, partnerId: tenancy.partnerId };
};

const sameTenancy = (a: Tenancy, b: Tenancy): boolean => a.roleId === b.roleId && a.agencyId === b.agencyId && a.partnerId === b.partnerId;

export const decideUser = (command: UserCommand, state: UserState): UserEvent[] => {
  const { userId } = command.data;
  switch (command.type) {
    case 'CreateUser': {
      if (state.status !== 'none') throw userAlreadyExists(userId);
      const { email, name } = command.data;
      return [{ type: 'UserCreated', data: { userId, email, name, ...fitting(command.data), createdBy: command.metadata.actorId } }];
    }
    case 'DisableUser':
      if (existing(state, userId).status === 'disabled') throw userAlreadyDisabled(userId);
      return [{ type: 'UserDisabled', data: { userId, reason: command.data.reason } }];
    case 'ActivateUser':
      if (existing(state, userId).status === 'active') throw userAlreadyActive(userId);
      return [{ type: 'UserActivated', data: { userId } }];
    case 'ChangeUserRole': {
      const user = existing(state, userId);
      const next = fitting(command.data);
      if (sameTenancy(user, next)) throw roleUnchanged();
      const previous = { roleId: user.roleId, agencyId: user.agencyId, partnerId: user.partnerId };
      return [{ type: 'UserRoleChanged', data: { userId, ...next, previous } }];
    }
    case 'ResetUserPassword':
      if (existing(state, userId).status === 'disabled') throw userDisabled(userId);
      return [{ type: 'UserPasswordReset', data: { userId, resetBy: command.metadata.actorId } }];
    default:
      return assertNever(command);
  }
};

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
