import { postingReadScope, type PostingReadFacts } from '@careledger/domain';
import { patientOfRecord } from '../patient/patient-scope';
import { compileCondition, type SqlColumns } from '../policy/compile-condition';
import type { Actor } from '@careledger/http';

const POSTING_READ_COLUMNS: SqlColumns<PostingReadFacts> = {
  agencyId: 'p.agency_id',
  status: 'p.status',
  candidates: { list: 'p.candidates', of: 'text[]' },
  patient: patientOfRecord('p.patient_id'),
};

/** The posting `read` rule of the policy (`postingReadScope`) as a SQL condition on `postings p`. */
export const postingScope = (actor: Actor, add: (value: unknown) => string): string =>
  compileCondition(postingReadScope(actor), POSTING_READ_COLUMNS, add);
