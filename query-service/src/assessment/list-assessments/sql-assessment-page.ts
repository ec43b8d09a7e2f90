import type { Actor } from '@careledger/http';
import { countMatches, readModelRows, type ListReads } from '../../http/list-query';
import type { AssessmentPageRows } from '../assessment-reads';
import { ASSESSMENT_COLUMNS, toAssessmentView } from '../assessment-row';
import { assessmentScope } from '../assessment-scope';
import { ASSESSMENT_SORT_COLUMNS, type AssessmentListRequest } from './assessment-list-request';

/** One page of `assessments` in PostgreSQL: the actor's scope and the request's filters, in the request's order, ties by id. */
export const sqlAssessmentPage = async (reads: ListReads, actor: Actor, request: AssessmentListRequest): Promise<AssessmentPageRows> => {
  const { page, pageSize, sortField, sortDirection, status, createdFrom, createdTo } = request;
  const scope = assessmentScope(actor, 1);
  const params: unknown[] = [...scope.params];
  let where = scope.sql;
  if (status !== undefined) {
    params.push(status);
    where += ` AND status = $${params.length}`;
  }
  for (const [column, value] of Object.entries({ agency_id: request.agencyId, patient_id: request.patientId })) {
    if (value === undefined) continue;
    params.push(value);
    where += ` AND ${column} = $${params.length}`;
  }
  if (createdFrom) {
    params.push(createdFrom);
    where += ` AND created_at >= $${params.length}::date::timestamp AT TIME ZONE 'UTC'`;
  }
  if (createdTo) {
    // Days are UTC days; the whole last one counts: before the start of the next.
    params.push(createdTo);
    where += ` AND created_at < ($${params.length}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
  }
  const direction = sortDirection.toUpperCase();
  // Only visit_at can be null; on the other columns a NULLS clause would stop the index from serving the order.
  const nulls = sortField === 'visitAt' ? ' NULLS LAST' : '';
  const order = `${ASSESSMENT_SORT_COLUMNS[sortField]} ${direction}${nulls}, id ${direction}`;
  const [rows, count] = await Promise.all([
    readModelRows(reads, toAssessmentView, `SELECT ${ASSESSMENT_COLUMNS} FROM assessments WHERE ${where} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`, params),
    countMatches(reads, 'assessments', where, params),
  ]);
  return { rows, ...count };
};
