import type { Collection, Document } from 'mongodb';
import { cappedTotal, COUNT_CAP, type ListQuery, type Page } from './list-query';

/** The order of a list in MongoDB: one field, then `_id` the same way, as every SQL list orders by `..., id`. */
export interface MongoSort {
  field: string;
  direction: 'asc' | 'desc';
  /** The field may be null: nulls come last in both directions, as `NULLS LAST` puts them in SQL. */
  nullsLast?: boolean;
}

const NULL_LAST = '_null_last';

/**
 * One page of a list as an aggregation: the filter, the order (ties broken by `_id`), then skip
 * and limit. MongoDB puts nulls first when ascending and last when descending; an ascending order
 * on a nullable field therefore sorts on whether the field is null first, which no index serves.
 */
export const mongoPagePipeline = (filter: Document, sort: MongoSort, paging: Pick<ListQuery<string>, 'page' | 'pageSize'>): Document[] => {
  const direction = sort.direction === 'asc' ? 1 : -1;
  const page = [{ $skip: (paging.page - 1) * paging.pageSize }, { $limit: paging.pageSize }];
  if (sort.nullsLast && sort.direction === 'asc') {
    return [
      { $match: filter },
      { $addFields: { [NULL_LAST]: { $eq: [{ $ifNull: [`$${sort.field}`, null] }, null] } } },
      { $sort: { [NULL_LAST]: 1, [sort.field]: 1, _id: 1 } },
      ...page,
      { $project: { [NULL_LAST]: 0 } },
    ];
  }
  return [{ $match: filter }, { $sort: { [sort.field]: direction, _id: direction } }, ...page];
};

/** The count options of a list: at most COUNT_CAP + 1 documents are counted, as `countRows` counts rows. */
export const CAPPED_COUNT = Object.freeze({ limit: COUNT_CAP + 1 });

/** How many documents of `collection` match `filter`, counted up to COUNT_CAP ("at least" beyond it). */
export const countDocumentsCapped = async (collection: Collection<Document>, filter: Document): Promise<Pick<Page<never>, 'total' | 'totalCapped'>> =>
  cappedTotal(await collection.countDocuments(filter, CAPPED_COUNT));
