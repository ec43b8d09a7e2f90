import type { FieldError } from '@careledger/domain';
import { parseListQuery, throwIfInvalid, type ListQuery } from '../../http/list-query';
import { dateParam } from '../../http/day-range';
import { uuidParam } from '../../shared-living/query-params';

/** The list's sort fields and the column (or document field) each sorts on. */
export const ASSESSMENT_SORT_COLUMNS = { createdAt: 'created_at', updatedAt: 'updated_at', status: 'status', visitAt: 'visit_at' } as const;
export type AssessmentSortField = keyof typeof ASSESSMENT_SORT_COLUMNS;
export const ASSESSMENT_SORT_FIELDS = Object.keys(ASSESSMENT_SORT_COLUMNS) as AssessmentSortField[];
export const ASSESSMENT_STATUS_IDS = [1, 2, 3, 4, 5, 6, 7];

/** `GET /api/assessments` as parsed, whichever store answers it. Days are UTC calendar days, both ends included. */
export interface AssessmentListRequest extends ListQuery<AssessmentSortField> {
  status?: number;
  agencyId?: string;
  patientId?: string;
  createdFrom?: string;
  createdTo?: string;
}

const parseStatus = (raw: unknown, errors: FieldError[]): number | undefined => {
  if (raw === undefined || raw === '') return undefined;
  const status = Number(raw);
  if (!ASSESSMENT_STATUS_IDS.includes(status)) {
    errors.push({ path: 'status', message: `must be an assessment status id (${ASSESSMENT_STATUS_IDS.join(', ')})` });
    return undefined;
  }
  return status;
};

/** 400 naming each bad parameter. */
export const parseAssessmentListRequest = (query: Record<string, unknown>): AssessmentListRequest => {
  const errors: FieldError[] = [];
  const list = parseListQuery(query, ASSESSMENT_SORT_FIELDS, 'updatedAt:desc', errors);
  const request: AssessmentListRequest = {
    ...list,
    status: parseStatus(query.status, errors),
    agencyId: uuidParam(query.agencyId, 'agencyId', errors),
    patientId: uuidParam(query.patientId, 'patientId', errors),
    createdFrom: dateParam(query.createdFrom, 'createdFrom', errors),
    createdTo: dateParam(query.createdTo, 'createdTo', errors),
  };
  if (request.createdFrom && request.createdTo && request.createdFrom > request.createdTo) errors.push({ path: 'createdTo', message: 'must not be before createdFrom' });
  throwIfInvalid(errors);
  return request;
};
