import { ForbiddenException } from '@nestjs/common';
import type { Condition } from '@careledger/domain';
import type { Actor } from '@careledger/http';

/**
 * 403 for a role with no part in a kind of records: its read rule holds for none of them
 * whichever organisation its user worked for. A user of a reading role whose organisation has
 * none of them, or who has no organisation yet, gets an empty list instead.
 */
export const assertRoleReads = (readScope: (actor: Actor) => Condition, actor: Actor, message: string): void => {
  const withSomeOrganisation = { ...actor, agencyId: actor.agencyId ?? 'some agency', partnerId: actor.partnerId ?? 'some partner' };
  if (readScope(withSomeOrganisation).op === 'never') throw new ForbiddenException({ message });
};
