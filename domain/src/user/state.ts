import type { RoleId } from '../catalog/roles';
import { assertNever } from '../shared/decider';
import type { UserEvent } from './events';

export interface NoUser {
  status: 'none';
}

interface Account {
  userId: string;
  email: string;
  name: string;
  roleId: RoleId;
  agencyId: string | null;
  partnerId: string | null;
  createdBy: string;
}

/** Catalog `userStatuses`: ACTIVE 1 signs in, DISABLE 3 does not. */
export interface ActiveUser extends Account {
  status: 'active';
}

export interface DisabledUser extends Account {
  status: 'disabled';
}

export type ExistingUser = ActiveUser | DisabledUser;
export type UserState = NoUser | ExistingUser;

export const initialUserState = (): UserState => ({ status: 'none' });

const onAccount = (state: UserState, change: (user: ExistingUser) => ExistingUser): UserState =>
  state.status === 'none' ? state : change(state);

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case 'UserCreated':
      return { status: 'active', ...event.data };
    case 'UserDisabled':
      return onAccount(state, (user) => ({ ...user, status: 'disabled' }));
    case 'UserActivated':
      return onAccount(state, (user) => ({ ...user, status: 'active' }));
    case 'UserRoleChanged': {
      const { roleId, agencyId, partnerId } = event.data;
      return onAccount(state, (user) => ({ ...user, roleId, agencyId, partnerId }));
    }
    case 'UserPasswordReset':
      return state;
    default:
      return assertNever(event);
  }
};
