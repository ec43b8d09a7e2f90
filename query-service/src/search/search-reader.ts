import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { SearchProfileAnswer, SearchTypeId, SearchPageAnswer } from '@careledger/domain';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { nearbyCount, nearbyPage } from './nearby-query';
import type { SearchQuery } from './search-params';
import { toSearchProfile, toSearchResult, type SearchRecord } from './search-view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

  /** One listed result, as public as the search itself: a delisted or unknown one is a 404. */
  async profile(kind: SearchTypeId, id: string): Promise<SearchProfileAnswer> {
    const notFound = new NotFoundException({ message: `No listed ${kind} result has the id ${id}.` });
    if (!UUID.test(id)) throw notFound;
    const { rows } = await this.infrastructure.db.query<Omit<SearchRecord, 'distance_km'> & Record<string, unknown>>(
      `SELECT id, name, city, province, country, care_service_ids, capacity, latitude, longitude FROM search_locations
        WHERE id = $1 AND kind = $2 AND listed AND latitude IS NOT NULL AND longitude IS NOT NULL`,
      [id, kind],
    );
    const [record] = rows;
    if (!record) throw notFound;
    return toSearchProfile(kind, record);
  }
}
