import { hubReadScope, type HubReadFacts } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { numberedCondition, type SqlColumns } from '../policy/compile-condition';
import { assertRoleReads } from '../policy/role-reads';

const HUB_READ_COLUMNS: SqlColumns<HubReadFacts> = { agencyId: 'agency_id' };

/** The hub `read` rule of the policy (`hubReadScope`) as a SQL condition on `shared_living_hubs`; 403 for a role that reads no hub. */
export const hubScope = (actor: Actor, nextParameter: number): { sql: string; params: unknown[] } => {
  assertRoleReads(hubReadScope, actor, 'You may not see shared-living hubs.');
  return numberedCondition(hubReadScope(actor), HUB_READ_COLUMNS, nextParameter);
};
