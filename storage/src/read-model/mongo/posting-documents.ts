import type { PostingRow } from '../posting-rows';
import { toDate, toInstant } from './instants';

/**
 * A `postings` document: the row's fields under the same names, the id as `_id`, instants as
 * dates. The calendar dates stay YYYY-MM-DD text, which MongoDB compares and sorts as PostgreSQL
 * does the `date` columns.
 */
export interface PostingDocument extends Omit<PostingRow, 'id' | 'created_at' | 'updated_at'> {
  _id: string;
  created_at: Date;
  updated_at: Date;
}

export const POSTINGS_COLLECTION = 'postings';

export const postingDocumentOf = ({ id, created_at, updated_at, ...fields }: PostingRow): PostingDocument => ({
  _id: id,
  ...fields,
  created_at: toDate(created_at),
  updated_at: toDate(updated_at),
});

export const postingRowOf = ({ _id, created_at, updated_at, ...fields }: PostingDocument): PostingRow => ({
  id: _id,
  ...fields,
  created_at: toInstant(created_at),
  updated_at: toInstant(updated_at),
});
