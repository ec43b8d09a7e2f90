import { UserStatus, type CreateUser, type ExistingUser } from '@careledger/domain';
import type { CommandSteps, StepContext } from '../pipeline/command-steps';
import { createUserRequest } from './create-user-request';
import { hashPassword, newPassword } from './credentials';
import { emailTaken } from './user-errors';

type CreateUserBody = { password?: string } & Record<string, unknown>;

const standingOf = (user: ExistingUser) => ({
  roleId: user.roleId,
  agencyId: user.agencyId,
  partnerId: user.partnerId,
  status: user.status === 'active' ? UserStatus.ACTIVE : UserStatus.DISABLE,
});

/** Two requests for one email at once: the unique index lets one through, the other is told. */
const reserveEmail = async ({ infrastructure: { users } }: StepContext, { data }: CreateUser, passwordHash: string): Promise<void> => {
  if (await users.findByEmail(data.email)) throw emailTaken(data.email);
  try {
    await users.insert({ id: data.userId, email: data.email, name: data.name, roleId: data.roleId, agencyId: data.agencyId, partnerId: data.partnerId, passwordHash, status: UserStatus.DISABLE });
  } catch (error) {
    if (await users.findByEmail(data.email)) throw emailTaken(data.email);
    throw error;
  }
};

/**
 * Creating an account: the password is split off the body (it never enters an event), the email
 * is reserved by a sign-in row that cannot sign in yet (409 when taken), and only once the event
 * is stored may the row sign in. A failed append removes the reservation. A generated password
 * is answered once (a replayed request does not repeat it).
 */
export const accountCreationSteps = (): CommandSteps => {
  let password: string | undefined;
  let generated: string | undefined;
  return {
    request: createUserRequest,
    recordBodyOf: ({ password: chosen, ...account }: CreateUserBody) => {
      password = chosen;
      return account;
    },
    async beforeAppend(context, { command }) {
      const initial = password ?? newPassword();
      await reserveEmail(context, command as CreateUser, await hashPassword(initial));
      generated = password === undefined ? initial : undefined;
      return { undo: () => context.infrastructure.users.remove(context.recordId) };
    },
    async afterAppend({ infrastructure, recordId }, { state }) {
      await infrastructure.users.updateStanding(recordId, standingOf(state as ExistingUser));
      return generated === undefined ? {} : { password: generated };
    },
  };
};

/**
 * Any change to an account brings its sign-in row in line: a disabled account signs in no more
 * and its sessions end at once; a reset replaces the password hash (creating the row for an
 * account that had none), ends its sessions and answers the new password once.
 */
export const accountChangeSteps = (resetsPassword: boolean): CommandSteps => ({
  async afterAppend({ infrastructure: { users, sessions }, recordId }, { state }) {
    const user = state as ExistingUser;
    await users.updateStanding(recordId, standingOf(user));
    if (!resetsPassword) {
      if (user.status === 'disabled') await sessions.closeAllOf(recordId);
      return;
    }
    const password = newPassword();
    const passwordHash = await hashPassword(password);
    if (!(await users.setPasswordHash(recordId, passwordHash))) {
      await users.insert({ id: recordId, email: user.email, name: user.name, ...standingOf(user), passwordHash });
    }
    await sessions.closeAllOf(recordId);
    return { password };
  },
});
