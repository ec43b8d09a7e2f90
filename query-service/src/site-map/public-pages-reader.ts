import { Inject, Injectable } from '@nestjs/common';
import type { SearchTypeId } from '@careledger/domain';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { placeSlugs } from '../search/place-resolver';
import { profileRoom, type PublicPages } from './public-pages';

/** The places and listed results the public pages show, as SearchReader answers them. */
@Injectable()
export class PublicPagesReader {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  async read(): Promise<PublicPages> {
    const { db } = this.infrastructure;
    const places = await placeSlugs(db);
    // The same rows SearchReader.profile answers; past the sitemap's size, the oldest ids first.
    const { rows } = await db.query<{ kind: SearchTypeId; id: string }>(
      `SELECT kind, id FROM search_locations WHERE listed AND latitude IS NOT NULL AND longitude IS NOT NULL ORDER BY kind, id LIMIT $1`,
      [profileRoom(places.length)],
    );
    return { places, profiles: rows.map(({ kind, id }) => ({ kind, id })) };
  }
}
