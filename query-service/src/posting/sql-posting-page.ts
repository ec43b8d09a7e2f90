import type { Actor } from '@careledger/http';
import { sqlParameters } from '../agency/list-params';
import { countMatches, readModelRows, type ListReads } from '../http/list-query';
import { POSTING_SORT_COLUMNS, type PostingDateBound, type PostingListRequest } from './posting-list-request';
import type { PostingPageRows } from './posting-reads';
import { postingScope } from './posting-scope';
import { POSTING_COLUMNS, POSTING_FROM, toPostingView } from './posting-view';

const DATE_BOUNDS: Readonly<Record<PostingDateBound, string>> = { startFrom: 'p.start_date >=', startTo: 'p.start_date <=', endFrom: 'p.end_date >=', endTo: 'p.end_date <=' };

/** One page of `postings` in PostgreSQL: the actor's scope and the request's filters, in the request's order, ties by id. */
export const sqlPostingPage = async (reads: ListReads, actor: Actor, request: PostingListRequest): Promise<PostingPageRows> => {
  const { page, pageSize, sortField, sortDirection } = request;
  const { params, add } = sqlParameters();
  const conditions = [postingScope(actor, add)];
  const equal = { 'p.status': request.status, 'p.agency_id': request.agencyId, 'p.patient_id': request.patientId, 'p.care_service_id': request.careServiceId };
  for (const [column, value] of Object.entries(equal)) if (value !== undefined) conditions.push(`${column} = ${add(value)}`);
  for (const [bound, comparison] of Object.entries(DATE_BOUNDS)) {
    const value = request[bound as PostingDateBound];
    if (value !== undefined) conditions.push(`${comparison} ${add(value)}::date`);
  }
  const where = conditions.join(' AND ');
  const direction = sortDirection.toUpperCase();
  const [rows, count] = await Promise.all([
    readModelRows(
      reads,
      toPostingView,
      `SELECT ${POSTING_COLUMNS} FROM ${POSTING_FROM} WHERE ${where} ORDER BY p.${POSTING_SORT_COLUMNS[sortField]} ${direction}, p.id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      params,
    ),
    countMatches(reads, POSTING_FROM, where, params),
  ]);
  return { rows, ...count };
};
