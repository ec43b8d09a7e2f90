import { patientReadScope, type PatientReadFacts } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import type { Document } from 'mongodb';
import { mongoPagePipeline } from '../../http/mongo-list';
import { compileMongoCondition, type MongoFields } from '../../policy/compile-mongo-condition';
import type { PatientListRequest } from '../patient-list-request';

export const PATIENT_READ_FIELDS: MongoFields<PatientReadFacts> = {
  agencyId: 'agency_id',
  partnerId: 'partner_id',
  careTeam: { list: 'care_team' },
  createdBy: 'created_by',
};

/** The list's orders: the last name as the SQL list sorts it (lower-cased, byte order), or an instant. */
const SORT_FIELDS = { lastName: 'last_name_key', createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/** A word as an anchored regular expression that matches only its own characters, as the SQL LIKE prefix does. */
export const prefixRegex = (word: string): string => `^${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;

/** The scope and the request's filters, as `sqlPatientPage` puts them in its WHERE. */
export const patientListFilter = (actor: Actor, request: PatientListRequest): Document => {
  const filters: Document[] = [compileMongoCondition(patientReadScope(actor), PATIENT_READ_FIELDS)];
  if (request.agencyId !== undefined) filters.push({ agency_id: { $eq: request.agencyId } });
  if (request.partnerId !== undefined) filters.push({ partner_id: { $eq: request.partnerId } });
  if (request.ambulatoryLevel !== undefined) filters.push({ ambulatory_level: { $eq: request.ambulatoryLevel } });
  if (request.caregiverId !== undefined) filters.push({ care_team: { $eq: request.caregiverId } });
  for (const word of request.words) {
    const prefix = prefixRegex(word);
    filters.push({ $or: [{ last_name_key: { $regex: prefix } }, { first_name_key: { $regex: prefix } }] });
  }
  const narrowing = filters.filter((filter) => Object.keys(filter).length > 0);
  return narrowing.length === 0 ? {} : narrowing.length === 1 ? (narrowing[0] as Document) : { $and: narrowing };
};

/** The list request as MongoDB reads it: the filter (which the count shares) and the page's aggregation. */
export const patientListQuery = (actor: Actor, request: PatientListRequest): { filter: Document; pipeline: Document[] } => {
  const filter = patientListFilter(actor, request);
  // The list shows no contacts: they stay on the server.
  const pipeline = [...mongoPagePipeline(filter, { field: SORT_FIELDS[request.sortField], direction: request.sortDirection }, request), { $project: { contacts: 0 } }];
  return { filter, pipeline };
};
