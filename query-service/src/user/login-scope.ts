import { userReadScope, type UserReadFacts } from '@careledger/domain';
import { numberedCondition, type SqlColumns } from '../policy/compile-condition';
import type { Actor } from '@careledger/http';

const LOGIN_READ_COLUMNS: SqlColumns<UserReadFacts> = { userId: 'id', agencyId: 'agency_id', partnerId: 'partner_id' };

/** The user `read` rule of the policy (`userReadScope`) as a SQL condition on `logins`. */
export const loginScope = (actor: Actor, nextParameter: number): { sql: string; params: unknown[] } =>
  numberedCondition(userReadScope(actor), LOGIN_READ_COLUMNS, nextParameter);
