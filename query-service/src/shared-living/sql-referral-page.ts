import type { Actor } from '@careledger/http';
import { countMatches, readModelRows, type ListReads } from '../http/list-query';
import { Conditions } from './query-params';
import type { ReferralPageRows } from './referral-reads';
import { REFERRAL_SORT_COLUMNS, type ReferralListRequest } from './referral-list-request';
import { referralScope } from './referral-scope';
import { REFERRAL_COLUMNS, toReferralView } from './referral-view';

/** One page of `referrals` in PostgreSQL: the actor's scope and the request's filters, in the request's order, ties by id. */
export const sqlReferralPage = async (reads: ListReads, actor: Actor, request: ReferralListRequest): Promise<ReferralPageRows> => {
  const { page, pageSize, sortField, sortDirection } = request;
  const where = new Conditions(referralScope(actor, 1));
  where.add('status = ?', request.status);
  where.add('partner_id = ?', request.partnerId);
  where.add('hub_id = ?', request.hubId);
  where.add('patient_id = ?', request.patientId);
  where.add('opened_on >= ?::date', request.from);
  where.add('opened_on <= ?::date', request.to);
  const direction = sortDirection.toUpperCase();
  const [rows, count] = await Promise.all([
    readModelRows(reads, toReferralView,
      `SELECT ${REFERRAL_COLUMNS} FROM referrals WHERE ${where.sql}
       ORDER BY ${REFERRAL_SORT_COLUMNS[sortField]} ${direction}, id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      where.params,
    ),
    countMatches(reads, 'referrals', where.sql, where.params),
  ]);
  return { rows, ...count };
};
