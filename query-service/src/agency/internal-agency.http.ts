import { Controller, Get, Inject, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { can, type FieldError, type AgencyAnswer, collectionAnswer, internalAgencyAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { throwIfInvalid } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { AGENCY_COLUMNS, careServiceView, toAgencyView, type AgencyRecord } from './agency-view';
import { booleanParam } from './list-params';

export interface InternalAgencyView extends AgencyAnswer {
  /** Present when asked for with `withCareProvided=true`. */
  careProvided?: { id: number; label: string | null }[];
}

@ApiTags('agencies')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/internal-agency')
@UseGuards(SessionGuard)
export class InternalAgencyHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get()
  @ApiOperation({ summary: "The platform's internal agencies, by name, with the care types they provide when asked.", description: '`withCareProvided=true` adds each agency’s care types (SPEC.md’s internal-agency call). Administrators set which agencies are internal.' })
  @ApiQuery({ name: 'withCareProvided', required: false, schema: { type: 'boolean', default: false } })
  @Answers(collectionAnswer(internalAgencyAnswer), { refusals: refusalsOf.list })
  async list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<{ data: InternalAgencyView[] }> {
    const errors: FieldError[] = [];
    const withCareProvided = booleanParam(query.withCareProvided, 'withCareProvided', errors) ?? false;
    throwIfInvalid(errors);
    if (!can(actor, 'agency.read', {})) return { data: [] };
    const { rows } = await this.infrastructure.db.query<AgencyRecord>(
      `SELECT ${AGENCY_COLUMNS} FROM agencies WHERE is_internal ORDER BY lower(name) COLLATE "C", id`,
    );
    return {
      data: rows.map((record) => {
        const view = toAgencyView(record);
        return withCareProvided ? { ...view, careProvided: view.careServiceIds.map(careServiceView) } : view;
      }),
    };
  }
}
