import { taskReadScope, type TaskReadFacts } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { patientOfRecord } from '../patient/patient-scope';
import { numberedCondition, type SqlColumns } from '../policy/compile-condition';

const TASK_READ_COLUMNS: SqlColumns<TaskReadFacts> = { assigneeId: 'assignee_id', patient: patientOfRecord('patient_id') };

/** The task `read` rule of the policy (`taskReadScope`) as a SQL condition on `tasks`. */
export const taskScope = (actor: Actor, nextParameter: number): { sql: string; params: unknown[] } =>
  numberedCondition(taskReadScope(actor), TASK_READ_COLUMNS, nextParameter);
