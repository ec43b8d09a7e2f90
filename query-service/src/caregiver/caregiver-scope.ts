import { caregiverReadScope, type CaregiverReadFacts } from '@careledger/domain';
import { compileCondition, type SqlColumns } from '../policy/compile-condition';
import type { Actor } from '@careledger/http';

const CAREGIVER_READ_COLUMNS: SqlColumns<CaregiverReadFacts> = { agencyId: 'c.agency_id', userId: 'c.user_id' };

/** The caregiver `read` rule of the policy (`caregiverReadScope`) as a SQL condition on `caregivers c`. */
export const caregiverScope = (actor: Actor, add: (value: unknown) => string): string =>
  compileCondition(caregiverReadScope(actor), CAREGIVER_READ_COLUMNS, add);
