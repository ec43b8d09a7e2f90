import { assessmentReadScope, type AssessmentReadFacts } from '@careledger/domain';
import { numberedCondition, type SqlColumns } from '../policy/compile-condition';
import type { Actor } from '@careledger/http';

const ASSESSMENT_READ_COLUMNS: SqlColumns<AssessmentReadFacts> = { agencyId: 'agency_id', createdBy: 'created_by' };

/** The assessment `read` rule of the policy (`assessmentReadScope`) as a SQL condition on `assessments`. */
export const assessmentScope = (actor: Actor, nextParameter: number): { sql: string; params: unknown[] } =>
  numberedCondition(assessmentReadScope(actor), ASSESSMENT_READ_COLUMNS, nextParameter);
