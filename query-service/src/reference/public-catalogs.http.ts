import { keyedCatalogAnswer, codedCatalogAnswer, weekDaysAnswer } from '@careledger/domain';
import { Controller, Get, Inject, UseFilters } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorFilter, Answers } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { listOf } from './reference-query';

/** The catalogs the public homecare search offers; no session needed. */
@ApiTags('reference data')
@UseFilters(ErrorFilter)
@Controller('api')
export class PublicCatalogsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('caretypes/homecare')
  @ApiOperation({ summary: 'The care services of the homecare product; public.', description: 'SPEC.md’s caretypes call: the ids the homecare search and assessments take.' })
  @Answers(keyedCatalogAnswer)
  careTypes() {
    return listOf(this.infrastructure.db, 'SELECT id, key, label, translation_key AS "translationKey" FROM ref_care_services WHERE homecare ORDER BY id');
  }

  @Get('week-days')
  @ApiOperation({ summary: 'Days of the week, ISO numbering (Monday 1); public.', description: 'SPEC.md’s week-days call, for posting schedules.' })
  @Answers(weekDaysAnswer)
  weekDays() {
    return listOf(this.infrastructure.db, 'SELECT id, code, label, short_label AS "shortLabel", translation_key AS "translationKey" FROM ref_week_days ORDER BY id');
  }

  @Get('languages')
  @ApiOperation({ summary: 'Languages a client or caregiver may speak (ISO 639 codes); public.', description: 'SPEC.md’s languages call: the ids POST /api/patients/{id}/set-languages takes.' })
  @Answers(codedCatalogAnswer)
  languages() {
    return listOf(this.infrastructure.db, 'SELECT id, code, label, translation_key AS "translationKey" FROM ref_languages ORDER BY label');
  }
}
