import type { ExistingPosting, PostingStatusId } from '@careledger/domain';
import type { DriverInstant } from './instant';
import type { StateRow } from './state-rows';

/**
 * One row of `postings`: the posting's state, and the columns lists filter and sort on. Ids of
 * other records are text: a projector must never fail on a value it did not choose.
 */
export interface PostingRow<Instant extends DriverInstant = string> extends StateRow<ExistingPosting, Instant> {
  patient_id: string;
  agency_id: string;
  care_service_id: number;
  status: PostingStatusId;
  /** Calendar dates, YYYY-MM-DD. */
  start_date: string;
  end_date: string;
  /** Invited, applied or assigned, each once: `agency:<id>` or `caregiver:<id>`. */
  candidates: string[];
}
