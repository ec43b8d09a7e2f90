import { postingReadScope, type PostingReadFacts } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import type { Document } from 'mongodb';
import { mongoPagePipeline } from '../../http/mongo-list';
import { PATIENT_READ_FIELDS } from '../../patient/mongo/patient-list-query';
import { compileMongoCondition, type MongoFields } from '../../policy/compile-mongo-condition';
import { POSTING_SORT_COLUMNS, type PostingListRequest } from '../posting-list-request';

/** The ids of the documents of `patients` a filter matches: the first step of a scope that goes through the posting's patient. */
export type PatientIdsMatching = (patientFilter: Document) => Promise<readonly string[]>;

const postingReadFields = (patientIdsOf: (patientFilter: Document) => readonly string[]): MongoFields<PostingReadFacts> => ({
  agencyId: 'agency_id',
  status: 'status',
  candidates: { list: 'candidates' },
  patient: { related: (patientFilter) => ({ patient_id: { $in: [...patientIdsOf(patientFilter)] } }), fields: PATIENT_READ_FIELDS },
});

const keyOf = (patientFilter: Document): string => JSON.stringify(patientFilter);

/**
 * The policy's posting `read` rule as a filter on `postings` documents. A rule that goes through
 * the posting's patient (a family's: the patients they registered) takes two steps, as the SQL
 * subquery on `patients` does: the ids of the patients the rule's patient filter matches, read
 * from `patients` first, then the postings whose `patient_id` is one of them. Copying the
 * patient's facts onto each posting instead would make the postings projector depend on the
 * patients one: a posting folded while `patients` lagged would keep facts it never had, until its
 * next event, and a patient's change (its agency, its care team) would have to rewrite every one
 * of its postings. A family has a handful of patients, so the first step is one short indexed read.
 */
export const postingScopeFilter = async (actor: Actor, patientIdsMatching: PatientIdsMatching): Promise<Document> => {
  const scope = postingReadScope(actor);
  const patientFilters: Document[] = [];
  // Compiled twice: first to learn which patient filters the rule needs, then with their ids.
  compileMongoCondition(
    scope,
    postingReadFields((patientFilter) => {
      patientFilters.push(patientFilter);
      return [];
    }),
  );
  const found = new Map(await Promise.all(patientFilters.map(async (patientFilter) => [keyOf(patientFilter), await patientIdsMatching(patientFilter)] as const)));
  return compileMongoCondition(scope, postingReadFields((patientFilter) => found.get(keyOf(patientFilter)) ?? []));
};

/** The scope and the request's filters, as `sqlPostingPage` puts them in its WHERE. */
export const postingListFilter = (scope: Document, request: PostingListRequest): Document => {
  const filters: Document[] = [scope];
  const equal = { status: request.status, agency_id: request.agencyId, patient_id: request.patientId, care_service_id: request.careServiceId };
  for (const [field, value] of Object.entries(equal)) if (value !== undefined) filters.push({ [field]: { $eq: value } });
  // Calendar dates are YYYY-MM-DD text, which compares as the days do; both ends are included.
  const between = (from: string | undefined, to: string | undefined): Document => ({ ...(from === undefined ? {} : { $gte: from }), ...(to === undefined ? {} : { $lte: to }) });
  const dates = { start_date: between(request.startFrom, request.startTo), end_date: between(request.endFrom, request.endTo) };
  for (const [field, range] of Object.entries(dates)) if (Object.keys(range).length > 0) filters.push({ [field]: range });
  const narrowing = filters.filter((filter) => Object.keys(filter).length > 0);
  return narrowing.length === 0 ? {} : narrowing.length === 1 ? (narrowing[0] as Document) : { $and: narrowing };
};

/** The list request as MongoDB reads it: the filter (which the count shares) and the page's aggregation. */
export const postingListQuery = async (actor: Actor, request: PostingListRequest, patientIdsMatching: PatientIdsMatching): Promise<{ filter: Document; pipeline: Document[] }> => {
  const filter = postingListFilter(await postingScopeFilter(actor, patientIdsMatching), request);
  const sort = { field: POSTING_SORT_COLUMNS[request.sortField], direction: request.sortDirection };
  return { filter, pipeline: mongoPagePipeline(filter, sort, request) };
};
