import type { Actor } from '@careledger/http';
import { countMatches, readModelRows, type ListReads } from '../http/list-query';
import type { PatientPageRows } from './patient-reads';
import type { PatientListRequest } from './patient-list-request';
import { patientScope } from './patient-scope';
import { PATIENT_COLUMNS, toPatientSummary } from './patient-view';

// The same expression as the name indexes of `patients`, so they serve the search and the sort.
const LAST_NAME = `lower(last_name) COLLATE "C"`;
const FIRST_NAME = `lower(first_name) COLLATE "C"`;
const SORT_COLUMNS = { lastName: LAST_NAME, createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/** A word as a LIKE prefix pattern, its wildcards taken literally. */
const prefixPattern = (word: string): string => `${word.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;

/** One page of `patients` in PostgreSQL: the actor's scope and the request's filters, in the request's order, ties by id. */
export const sqlPatientPage = async (reads: ListReads, actor: Actor, request: PatientListRequest): Promise<PatientPageRows> => {
  const { page, pageSize, sortField, sortDirection, words, caregiverId } = request;
  const scope = patientScope(actor, 1);
  const params: unknown[] = [...scope.params];
  const conditions = [scope.sql];
  const parameter = (value: unknown): string => `$${params.push(value)}`;
  const equal = { agency_id: request.agencyId, partner_id: request.partnerId, ambulatory_level: request.ambulatoryLevel };
  for (const [column, value] of Object.entries(equal)) if (value !== undefined) conditions.push(`${column} = ${parameter(value)}`);
  if (caregiverId !== undefined) conditions.push(`care_team @> ARRAY[${parameter(caregiverId)}::text]`);
  for (const word of words) {
    const pattern = parameter(prefixPattern(word));
    conditions.push(`(${LAST_NAME} LIKE ${pattern} OR ${FIRST_NAME} LIKE ${pattern})`);
  }
  const where = conditions.join(' AND ');
  const direction = sortDirection.toUpperCase();
  const order = `${SORT_COLUMNS[sortField]} ${direction}, id ${direction}`;
  const pageOfRows = `ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  // A name search sorts its matches: walking a sort index and filtering on a prefix may pass most
  // of the table before a page of matches (they all sit together), and the count reads every match anyway.
  const select =
    words.length > 0
      ? `WITH matched AS MATERIALIZED (SELECT ${PATIENT_COLUMNS} FROM patients WHERE ${where}) SELECT * FROM matched ${pageOfRows}`
      : `SELECT ${PATIENT_COLUMNS} FROM patients WHERE ${where} ${pageOfRows}`;
  const [rows, count] = await Promise.all([readModelRows(reads, toPatientSummary, select, params), countMatches(reads, 'patients', where, params)]);
  return { rows, ...count };
};
