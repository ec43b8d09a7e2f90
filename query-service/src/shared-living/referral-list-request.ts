import { referralStatuses, type FieldError } from '@careledger/domain';
import { dayRangeParams } from '../http/day-range';
import { parseListQuery, throwIfInvalid, type ListQuery } from '../http/list-query';
import { oneOfParam, uuidParam } from './query-params';

/** The list's sort fields and the column (or document field) each sorts on. */
export const REFERRAL_SORT_COLUMNS = { openedOn: 'opened_on', updatedAt: 'updated_at', status: 'status' } as const;
export type ReferralSortField = keyof typeof REFERRAL_SORT_COLUMNS;
export const REFERRAL_SORT_FIELDS = Object.keys(REFERRAL_SORT_COLUMNS) as ReferralSortField[];
export const REFERRAL_STATUS_IDS = referralStatuses.map((status) => status.id);

/** `GET /api/referrals` as parsed, whichever store answers it. `from` and `to` are days opened, both included. */
export interface ReferralListRequest extends ListQuery<ReferralSortField> {
  status?: number;
  partnerId?: string;
  hubId?: string;
  patientId?: string;
  from?: string;
  to?: string;
}

/** 400 naming each bad parameter. */
export const parseReferralListRequest = (query: Record<string, unknown>): ReferralListRequest => {
  const errors: FieldError[] = [];
  const { from, to } = dayRangeParams(query, errors);
  const request: ReferralListRequest = {
    ...parseListQuery(query, REFERRAL_SORT_FIELDS, 'openedOn:desc', errors),
    status: oneOfParam(query.status, 'status', REFERRAL_STATUS_IDS, errors),
    partnerId: uuidParam(query.partnerId, 'partnerId', errors),
    hubId: uuidParam(query.hubId, 'hubId', errors),
    patientId: uuidParam(query.patientId, 'patientId', errors),
    from,
    to,
  };
  throwIfInvalid(errors);
  return request;
};
