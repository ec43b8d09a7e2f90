import { applyDecorators, Controller, Get, Inject, Param, Query, UseFilters } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { SearchType, type SearchPageAnswer, type SearchProfileAnswer, searchPageAnswer, searchProfileAnswer } from '@careledger/domain';
import { ErrorFilter, Answers, refusalsOf } from '@careledger/http';
import { MAX_PAGE_SIZE } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { DEFAULT_PLACE_LOCALE, PLACE_LOCALES } from '../reference/place-label';
import { CITY_FIELDS, COUNTRY_FIELD, PROVINCE_FIELDS } from './place-resolver';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM } from './search-location';
import { parseSearchQuery } from './search-params';
import { SearchReader } from './search-reader';

const text = (name: string, description: string) => ApiQuery({ name, required: false, schema: { type: 'string', maxLength: 100 }, description });

const LOCATION_QUERY = applyDecorators(
  ApiQuery({ name: 'latitude', required: false, schema: { type: 'number', minimum: -90, maximum: 90 }, description: 'With longitude: the centre of the search.' }),
  ApiQuery({ name: 'longitude', required: false, schema: { type: 'number', minimum: -180, maximum: 180 } }),
  text('place', 'Instead of coordinates: a /locations/<place> slug, e.g. toronto or london-on.'),
  ...CITY_FIELDS.map((field) => text(field, 'Instead of coordinates: the city, the first of locality, city1, sublocality, area_level_3, area_level_2 that is known.')),
  ...PROVINCE_FIELDS.map((field) => text(field, 'State or province, code or name (state1 or area_level_1).')),
  text(COUNTRY_FIELD, 'Country, code or name.'),
  ApiQuery({ name: 'locale', required: false, schema: { type: 'string', enum: [...PLACE_LOCALES], default: DEFAULT_PLACE_LOCALE }, description: 'The language of the centre\'s place name.' }),
  ApiQuery({ name: 'radiusKm', required: false, schema: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: MAX_RADIUS_KM, default: DEFAULT_RADIUS_KM } }),
  ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } }),
  ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 } }),
  ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'distance:asc' }, description: 'distance:asc (nearest first) or distance:desc' }),
);

/**
 * The landing page's three searches (DESIGN.md section 7): public, no session. Results carry
 * `lat`, `lng` and `distanceKm` for the map, with the centre the search resolved to.
 */
@ApiTags('search')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/search')
export class SearchHttp {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure,
    @Inject(SearchReader) private readonly reader: SearchReader,
  ) {}

  @Get('homecare')
  @ApiOperation({ summary: 'Homecare agencies near a place, nearest first, optionally providing one care type; public.', description: 'SPEC.md’s homecare search: a centre (latitude and longitude, a /locations/ place slug, or the city, province and country fields) and `radiusKm`.' })
  @LOCATION_QUERY
  @ApiQuery({ name: 'careTypeId', required: false, schema: { type: 'integer' }, description: 'A care type of /api/caretypes/homecare.' })
  @Answers(searchPageAnswer, { refusals: refusalsOf.open })
  async homecare(@Query() query: Record<string, unknown>): Promise<SearchPageAnswer> {
    return this.reader.search(SearchType.HOMECARE, await parseSearchQuery(this.infrastructure.db, query));
  }

  @Get('shared-living')
  @ApiOperation({ summary: 'Shared-living homes (product 14) near a place, nearest first; public.', description: 'SPEC.md’s shared-living search: a centre (latitude and longitude, a /locations/ place slug, or the city, province and country fields) and `radiusKm`.' })
  @LOCATION_QUERY
  @Answers(searchPageAnswer, { refusals: refusalsOf.open })
  async sharedLiving(@Query() query: Record<string, unknown>): Promise<SearchPageAnswer> {
    return this.reader.search(SearchType.SHARED_LIVING, await parseSearchQuery(this.infrastructure.db, query));
  }

  @Get('day-program')
  @ApiOperation({ summary: 'Adult day programs (product 7) near a place, nearest first; public.', description: 'SPEC.md’s day-program search: a centre (latitude and longitude, a /locations/ place slug, or the city, province and country fields) and `radiusKm`.' })
  @LOCATION_QUERY
  @Answers(searchPageAnswer, { refusals: refusalsOf.open })
  async dayProgram(@Query() query: Record<string, unknown>): Promise<SearchPageAnswer> {
    return this.reader.search(SearchType.DAY_PROGRAM, await parseSearchQuery(this.infrastructure.db, query));
  }

  @Get('homecare/:id')
  @ApiOperation({ summary: 'The public profile of one listed homecare agency; public.', description: 'Only what the directory shows publicly; 404 for an agency that is not listed.' })
  @Answers(searchProfileAnswer, { refusals: [400, 404] })
  async homecareProfile(@Param('id') id: string): Promise<SearchProfileAnswer> {
    return this.reader.profile(SearchType.HOMECARE, id);
  }

  @Get('shared-living/:id')
  @ApiOperation({ summary: 'The public profile of one listed shared-living home; public.', description: 'Only what the listing shows publicly; 404 for a hub that is not listed.' })
  @Answers(searchProfileAnswer, { refusals: [400, 404] })
  async sharedLivingProfile(@Param('id') id: string): Promise<SearchProfileAnswer> {
    return this.reader.profile(SearchType.SHARED_LIVING, id);
  }

  @Get('day-program/:id')
  @ApiOperation({ summary: 'The public profile of one listed adult day program; public.', description: 'Only what the listing shows publicly; 404 for a hub that is not listed.' })
  @Answers(searchProfileAnswer, { refusals: [400, 404] })
  async dayProgramProfile(@Param('id') id: string): Promise<SearchProfileAnswer> {
    return this.reader.profile(SearchType.DAY_PROGRAM, id);
  }
}
