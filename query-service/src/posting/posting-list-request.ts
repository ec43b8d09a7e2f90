import { careServices, postingStatuses, type FieldError } from '@careledger/domain';
import { idParam, uuidParam } from '../agency/list-params';
import { dateParam } from '../http/day-range';
import { parseListQuery, throwIfInvalid, type ListQuery } from '../http/list-query';

/** The list's sort fields and the column (or document field) each sorts on. */
export const POSTING_SORT_COLUMNS = { startDate: 'start_date', endDate: 'end_date', createdAt: 'created_at', updatedAt: 'updated_at' } as const;
export type PostingSortField = keyof typeof POSTING_SORT_COLUMNS;
export const POSTING_SORT_FIELDS = Object.keys(POSTING_SORT_COLUMNS) as PostingSortField[];
export const POSTING_STATUS_IDS: readonly number[] = postingStatuses.map((status) => status.id);
export const CARE_SERVICE_IDS: readonly number[] = careServices.map((service) => service.id);

/** The date bounds the list takes, each a calendar day, both ends included. */
export const POSTING_DATE_BOUNDS = ['startFrom', 'startTo', 'endFrom', 'endTo'] as const;
export type PostingDateBound = (typeof POSTING_DATE_BOUNDS)[number];

/** `GET /api/postings` as parsed, whichever store answers it. */
export interface PostingListRequest extends ListQuery<PostingSortField>, Partial<Record<PostingDateBound, string>> {
  status?: number;
  agencyId?: string;
  patientId?: string;
  careServiceId?: number;
}

/** 400 naming each bad parameter. */
export const parsePostingListRequest = (query: Record<string, unknown>): PostingListRequest => {
  const errors: FieldError[] = [];
  const request: PostingListRequest = {
    ...parseListQuery(query, POSTING_SORT_FIELDS, 'startDate:desc', errors),
    status: idParam(query.status, 'status', POSTING_STATUS_IDS, errors),
    agencyId: uuidParam(query.agencyId, 'agencyId', errors),
    patientId: uuidParam(query.patientId, 'patientId', errors),
    careServiceId: idParam(query.careServiceId, 'careServiceId', CARE_SERVICE_IDS, errors),
  };
  for (const bound of POSTING_DATE_BOUNDS) request[bound] = dateParam(query[bound], bound, errors);
  throwIfInvalid(errors);
  return request;
};
