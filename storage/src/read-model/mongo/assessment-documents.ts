import type { AssessmentRow } from '../assessment-rows';
import { toDate, toDateOrNull, toInstant, toInstantOrNull } from './instants';

/** An `assessments` document: the row's fields under the same names, the id as `_id`, instants as dates. */
export interface AssessmentDocument extends Omit<AssessmentRow, 'id' | 'visit_at' | 'created_at' | 'updated_at'> {
  _id: string;
  visit_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const ASSESSMENTS_COLLECTION = 'assessments';

export const assessmentDocumentOf = ({ id, visit_at, created_at, updated_at, ...fields }: AssessmentRow): AssessmentDocument => ({
  _id: id,
  ...fields,
  visit_at: toDateOrNull(visit_at),
  created_at: toDate(created_at),
  updated_at: toDate(updated_at),
});

export const assessmentRowOf = ({ _id, visit_at, created_at, updated_at, ...fields }: AssessmentDocument): AssessmentRow => ({
  id: _id,
  ...fields,
  visit_at: toInstantOrNull(visit_at),
  created_at: toInstant(created_at),
  updated_at: toInstant(updated_at),
});
