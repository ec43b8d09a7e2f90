import type { RoleId } from '../catalog/roles';
import type { RecordFacts } from '../policy/resource';
import type { Tenancy } from './events';
import type { UserState } from './state';

/** What the policy must know of an account: who it is, its role and whom it works for. */
export interface UserFacts extends RecordFacts {
  userId: string;
  roleId: RoleId;
  agencyId: string | null;
  partnerId: string | null;
}

export const isUserFacts = (facts: RecordFacts | undefined): facts is UserFacts =>
  facts !== undefined && typeof facts.userId === 'string' && 'roleId' in facts;

export const userFactsOf = (userId: string, tenancy: Tenancy): UserFacts => ({
  userId,
  roleId: tenancy.roleId,
  agencyId: tenancy.agencyId,
  partnerId: tenancy.partnerId,
});

export const userStateFacts = (state: UserState): RecordFacts => (state.status === 'none' ? {} : userFactsOf(state.userId, state));
