import { referralReadScope, type ReferralReadFacts } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import type { Document } from 'mongodb';
import { mongoPagePipeline } from '../../http/mongo-list';
import { compileMongoCondition, type MongoFields } from '../../policy/compile-mongo-condition';
import { assertRoleReads } from '../../policy/role-reads';
import { REFERRAL_SORT_COLUMNS, type ReferralListRequest } from '../referral-list-request';

/** The document carries its patient's facts (the referrals projector keeps them current), so the patient is the document itself. */
const REFERRAL_READ_FIELDS: MongoFields<ReferralReadFacts> = {
  partnerId: 'partner_id',
  patient: { related: (filter) => filter, fields: { agencyId: 'patient_agency_id', createdBy: 'patient_created_by' } },
};

/** The policy's referral `read` rule as a filter on `referrals` documents; 403 for a role that reads no referral, as `referralScope`. */
export const referralScopeFilter = (actor: Actor): Document => {
  assertRoleReads(referralReadScope, actor, 'You may not see referrals.');
  return compileMongoCondition(referralReadScope(actor), REFERRAL_READ_FIELDS);
};

/** The scope and the request's filters, as `sqlReferralPage` puts them in its WHERE. Days are YYYY-MM-DD text, which orders as days do. */
export const referralListFilter = (actor: Actor, request: ReferralListRequest): Document => {
  const filters: Document[] = [referralScopeFilter(actor)];
  if (request.status !== undefined) filters.push({ status: { $eq: request.status } });
  if (request.partnerId !== undefined) filters.push({ partner_id: { $eq: request.partnerId } });
  if (request.hubId !== undefined) filters.push({ hub_id: { $eq: request.hubId } });
  if (request.patientId !== undefined) filters.push({ patient_id: { $eq: request.patientId } });
  const opened: Document = {};
  if (request.from !== undefined) opened.$gte = request.from;
  if (request.to !== undefined) opened.$lte = request.to;
  if (Object.keys(opened).length > 0) filters.push({ opened_on: opened });
  const narrowing = filters.filter((filter) => Object.keys(filter).length > 0);
  return narrowing.length === 0 ? {} : narrowing.length === 1 ? (narrowing[0] as Document) : { $and: narrowing };
};

/** The list request as MongoDB reads it: the filter (which the count shares) and the page's aggregation. */
export const referralListQuery = (actor: Actor, request: ReferralListRequest): { filter: Document; pipeline: Document[] } => {
  const filter = referralListFilter(actor, request);
  return { filter, pipeline: mongoPagePipeline(filter, { field: REFERRAL_SORT_COLUMNS[request.sortField], direction: request.sortDirection }, request) };
};
