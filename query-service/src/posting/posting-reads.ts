import type { Actor } from '@careledger/http';
import type { Page } from '../http/list-query';
import type { PostingListRequest } from './posting-list-request';
import type { PostingRecord, PostingView } from './posting-view';

/** One page of the list before names are added: its rows in order, and the capped total. */
export type PostingPageRows = Pick<Page<never>, 'total' | 'totalCapped'> & { rows: PostingView[] };

/** What the posting read rule needs of a posting's patient. */
export interface PostingPatientRecord {
  agency_id: string | null;
  partner_id: string | null;
  care_team: string[];
  created_by: string;
}

/** A posting with its patient's facts; `patient` is null when no patient has the posting's patient id. */
export interface PostingWithPatient {
  record: PostingRecord;
  patient: PostingPatientRecord | null;
}

/** The postings read model, where another store than PostgreSQL keeps it (MONGODB_URL). */
export interface PostingReads {
  page(actor: Actor, request: PostingListRequest): Promise<PostingPageRows>;
  /** The posting `id` with its patient's facts, whoever may see it; null when there is none. */
  posting(id: string): Promise<PostingWithPatient | null>;
}
