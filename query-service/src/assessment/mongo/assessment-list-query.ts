import { assessmentReadScope, type AssessmentReadFacts } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import type { Document } from 'mongodb';
import { mongoPagePipeline } from '../../http/mongo-list';
import { compileMongoCondition, type MongoFields } from '../../policy/compile-mongo-condition';
import { ASSESSMENT_SORT_COLUMNS, type AssessmentListRequest } from '../list-assessments/assessment-list-request';

const ASSESSMENT_READ_FIELDS: MongoFields<AssessmentReadFacts> = { agencyId: 'agency_id', createdBy: 'created_by' };

const DAY_MS = 86_400_000;
const startOfDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The policy's assessment `read` rule as a filter on `assessments` documents. */
export const assessmentScopeFilter = (actor: Actor): Document => compileMongoCondition(assessmentReadScope(actor), ASSESSMENT_READ_FIELDS);

/** The scope and the request's filters, as `sqlAssessmentPage` puts them in its WHERE. */
export const assessmentListFilter = (actor: Actor, request: AssessmentListRequest): Document => {
  const filters: Document[] = [assessmentScopeFilter(actor)];
  if (request.status !== undefined) filters.push({ status: { $eq: request.status } });
  if (request.agencyId !== undefined) filters.push({ agency_id: { $eq: request.agencyId } });
  if (request.patientId !== undefined) filters.push({ patient_id: { $eq: request.patientId } });
  // Days are UTC days; the whole last one counts: before the start of the next.
  const created: Document = {};
  if (request.createdFrom) created.$gte = startOfDay(request.createdFrom);
  if (request.createdTo) created.$lt = new Date(startOfDay(request.createdTo).getTime() + DAY_MS);
  if (Object.keys(created).length > 0) filters.push({ created_at: created });
  const narrowing = filters.filter((filter) => Object.keys(filter).length > 0);
  return narrowing.length === 0 ? {} : narrowing.length === 1 ? (narrowing[0] as Document) : { $and: narrowing };
};

/** The list request as MongoDB reads it: the filter (which the count shares) and the page's aggregation. */
export const assessmentListQuery = (actor: Actor, request: AssessmentListRequest): { filter: Document; pipeline: Document[] } => {
  const filter = assessmentListFilter(actor, request);
  const sort = { field: ASSESSMENT_SORT_COLUMNS[request.sortField], direction: request.sortDirection, nullsLast: request.sortField === 'visitAt' };
  return { filter, pipeline: mongoPagePipeline(filter, sort, request) };
};
