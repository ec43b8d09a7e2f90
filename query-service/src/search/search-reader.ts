import { Inject, Injectable } from '@nestjs/common';
import type { SearchTypeId, SearchPageAnswer } from '@careledger/domain';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { nearbyCount, nearbyPage } from './nearby-query';
import type { SearchQuery } from './search-params';
import { toSearchResult, type SearchRecord } from './search-view';

/** One page of what lies within the radius, nearest first, with the total for the pager. */
@Injectable()
export class SearchReader {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  async search(kind: SearchTypeId, query: SearchQuery): Promise<SearchPageAnswer> {
    const { db } = this.infrastructure;
    const pageQuery = nearbyPage(kind, query);
    const countQuery = nearbyCount(kind, query);
    const [page, count] = await Promise.all([
      db.query<SearchRecord & Record<string, unknown>>(pageQuery.sql, pageQuery.params),
      db.query<{ total: number | string }>(countQuery.sql, countQuery.params),
    ]);
    return {
      data: page.rows.map((record) => toSearchResult(kind, record)),
      total: Number(count.rows[0]?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
      centre: query.centre,
      radiusKm: query.radiusKm,
    };
  }
}
