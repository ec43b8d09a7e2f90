import { provincesAnswer, citiesAnswer, desiredLocationsAnswer, locationDataAnswer } from '@careledger/domain';
import { Controller, Get, Inject, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FieldError } from '@careledger/domain';
import { ErrorFilter, SessionGuard, Answers, refusalsOf } from '@careledger/http';
import { parseListQuery, throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { PLACE_LOCALES, parsePlaceLocale, placeLabel } from './place-label';
import { ApiPagedList, Conditions, listOf, pageOf, parseCountryCode, parseId, parseSearch, selectRows } from './reference-query';

interface ProvinceView { id: number; code: string; countryCode: string; label: string; translationKey: string }
interface CityView { id: number; provinceId: number; label: string; translationKey: string; latitude: number; longitude: number }
interface DesiredLocationView { id: number; cityId: number; provinceId: number; countryCode: string; label: string }
interface CountryView { code: string; locale: string; label: string; translationKey: string }

const PROVINCE_COLUMNS = 'id, code, country_code AS "countryCode", label, translation_key AS "translationKey"';
const CITY_COLUMNS = 'c.id, c.province_id AS "provinceId", c.label, c.translation_key AS "translationKey", c.latitude, c.longitude';
const CITY_SOURCE = 'ref_cities c JOIN ref_provinces p ON p.id = c.province_id';
const SORT_COLUMNS = { label: 'c.label', id: 'c.id' } as const;
const SORT_FIELDS = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];
const LOCALE_QUERY = ApiQuery({ name: 'locale', required: false, schema: { type: 'string', enum: [...PLACE_LOCALES] }, description: 'The language of the labels; en-US by default.' });
const COUNTRY_QUERY = ApiQuery({ name: 'countryCode', required: false, schema: { type: 'string' }, description: 'CA, US or ES' });

/** Countries, provinces and cities: public, since the landing page's search forms need them. */
@ApiTags('reference data')
@UseFilters(ErrorFilter)
@Controller('api')
export class GeographyHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('provinces')
  @ApiOperation({ summary: 'Provinces, states and Spanish autonomous communities; public.', description: 'SPEC.md’s provinces call; `countryCode` keeps one country’s (CA, US, ES).' })
  @COUNTRY_QUERY
  @Answers(provincesAnswer, { refusals: refusalsOf.open })
  async provinces(@Query() query: Record<string, unknown>): Promise<{ data: ProvinceView[] }> {
    const errors: FieldError[] = [];
    const countryCode = await parseCountryCode(this.infrastructure.db, query.countryCode, errors);
    throwIfInvalid(errors);
    const conditions = new Conditions().add((value) => `country_code = ${value}`, countryCode);
    return listOf(this.infrastructure.db, `SELECT ${PROVINCE_COLUMNS} FROM ref_provinces WHERE ${conditions.where} ORDER BY country_code, label`, conditions.params);
  }

  @Get('cities')
  @ApiOperation({ summary: 'Cities, paged, filtered by province, country and a search text; public.', description: 'SPEC.md’s cities call, for the search forms.' })
  @ApiPagedList('label', ApiQuery({ name: 'provinceId', required: false, schema: { type: 'integer', minimum: 1 } }), COUNTRY_QUERY)
  @Answers(citiesAnswer, { refusals: refusalsOf.open })
  async cities(@Query() query: Record<string, unknown>): Promise<Page<CityView>> {
    const { conditions, listQuery, order } = await this.cityQuery(query);
    return pageOf<CityView>(this.infrastructure, { columns: CITY_COLUMNS, source: CITY_SOURCE, conditions, order }, listQuery);
  }

  @Get('desired-locations')
  @UseGuards(SessionGuard)
  @ApiOperation({ summary: 'Places a client or caregiver may name as wanted, "City, Province, Country", paged; signed-in users.', description: 'SPEC.md’s desired-locations call.' })
  @ApiPagedList('label', ApiQuery({ name: 'provinceId', required: false, schema: { type: 'integer', minimum: 1 } }), COUNTRY_QUERY, LOCALE_QUERY)
  @Answers(desiredLocationsAnswer, { refusals: refusalsOf.list })
  async desiredLocations(@Query() query: Record<string, unknown>): Promise<Page<DesiredLocationView>> {
    const { conditions, listQuery, order, locale } = await this.cityQuery(query);
    // The locale is one of a fixed list, so it can stand in the SQL as a literal.
    const columns = `c.id, c.id AS "cityId", c.province_id AS "provinceId", p.country_code AS "countryCode", ${placeLabel(`'${locale}'`)} AS label`;
    const source = `${CITY_SOURCE} JOIN ref_countries k ON k.code = p.country_code`;
    return pageOf<DesiredLocationView>(this.infrastructure, { columns, source, conditions, order }, listQuery);
  }

  @Get('location-data')
  @ApiOperation({ summary: 'The countries -> provinces -> cities tree for the search forms; public.', description: 'SPEC.md’s location-data call: Canada, the United States and Spain as the catalog holds them.' })
  @Answers(locationDataAnswer)
  async locationData() {
    const { db } = this.infrastructure;
    const [countries, provinces, cities] = await Promise.all([
      selectRows<CountryView>(db, 'SELECT code, locale, label, translation_key AS "translationKey" FROM ref_countries ORDER BY code'),
      selectRows<ProvinceView>(db, `SELECT ${PROVINCE_COLUMNS} FROM ref_provinces ORDER BY label`),
      selectRows<CityView>(db, `SELECT ${CITY_COLUMNS} FROM ref_cities c ORDER BY c.label`),
    ]);
    return {
      data: countries.map((country) => ({
        ...country,
        provinces: provinces
          .filter((province) => province.countryCode === country.code)
          .map((province) => ({ ...province, cities: cities.filter((city) => city.provinceId === province.id) })),
      })),
    };
  }

  private async cityQuery(query: Record<string, unknown>) {
    const errors: FieldError[] = [];
    const listQuery = parseListQuery(query, SORT_FIELDS, 'label:asc', errors);
    const provinceId = parseId(query.provinceId, 'provinceId', errors);
    const search = parseSearch(query.search, errors);
    const countryCode = await parseCountryCode(this.infrastructure.db, query.countryCode, errors);
    const locale = parsePlaceLocale(query.locale, errors);
    throwIfInvalid(errors);
    const conditions = new Conditions()
      .add((value) => `c.province_id = ${value}`, provinceId)
      .add((value) => `p.country_code = ${value}`, countryCode)
      .add((value) => `c.label ILIKE ${value}`, search);
    const direction = listQuery.sortDirection.toUpperCase();
    return { conditions, listQuery, locale, order: `${SORT_COLUMNS[listQuery.sortField]} ${direction}, c.id ${direction}` };
  }
}
