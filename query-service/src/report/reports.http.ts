import { Body, Controller, HttpCode, Inject, Param, Post, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { EXPORT_LIMIT, exportLocales, reportIntervals, reportPeriods, statsKeys, type ReportGraphAnswer, type StatisticsViewAnswer, statisticsViewAnswer, reportGraphAnswer, reportRowAnswer, pageAnswer } from '@careledger/domain';
import type { FastifyReply } from 'fastify';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import type { Page } from '../http/list-query';
import { flowMeasures } from './report-measures';
import { ReportReader } from './report-reader';
import { MAX_MEASURE_LENGTH, reportTypes } from './report-request';
import type { ReportRow } from './report-rows';

const requestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    period: { type: 'string', enum: reportPeriods.map((period) => period.id), description: 'All, this ISO week, this month or year to date (UTC days). Not with from/to; without both, All.' },
    from: { type: 'string', format: 'date', description: 'First day (UTC), instead of period.' },
    to: { type: 'string', format: 'date', description: 'Last day (UTC), instead of period.' },
    agencyId: { type: 'string', format: 'uuid', description: 'Only this agency. Agency staff are held to their own (403 for another).' },
    partnerId: { type: 'string', format: 'uuid', description: 'Only this partner. Partners are held to their own (403 for another).' },
    page: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
    format: { type: 'string', enum: ['json', 'csv'], default: 'json', description: `csv: the first ${EXPORT_LIMIT} rows (the export limit), X-Export-Truncated: true when more matched.` },
    locale: { type: 'string', enum: [...exportLocales], default: 'en-US', description: "csv only: the file's language. Headings are words in it (Patient, Created; Paciente, Creación), never field keys; statuses, care services, reasons, payment states, card types, note kinds and types, draft or published by their label; days and instants in its notation (instants in UTC); money as 12.34 beside its currency." },
    interval: { type: 'string', enum: [...reportIntervals], default: 'day', description: 'Graphs only: one point per day, ISO week or month.' },
    measure: { type: 'string', maxLength: MAX_MEASURE_LENGTH, description: `Graphs only: ${reportTypes.map((type) => `${type}: ${flowMeasures[type].join('|')}`).join('; ')}. Default the first.` },
  },
  example: { period: 'Month', agencyId: 'a1d4e2f7-3b6c-4f81-8e29-5c7b0a9d6e42', page: 1, pageSize: 25 },
};

const typeParam = ApiParam({ name: 'type', schema: { type: 'string', enum: [...reportTypes] } });

const STATISTICS_DESCRIPTION = [
  `Keys (${statsKeys.map((key) => key.id).join(', ')}), counted from daily buckets over the period:`,
  'userPatient: patients registered by families; partnerPatient: patients registered with a partner; referral: referrals opened;',
  'patientTrend: { current, previous, changePercent }, patients registered against the as long period before;',
  'allCardStats: { paid, paidCents, voided }, payments settled or voided; careCoordination: assessments created; historical: assessments completed;',
  'sharedLiving / adultDayProgram: referrals opened to a shared-living / day-program hub; postings: postings created.',
  'Levels at the end of the period: active: assessments ACTIVE; sharedLivingReferral: referrals not closed; onHold: referrals and postings on hold.',
  'referralMetrics: the six referral report metrics (1 hospital stay, 2 HCH stay from move-in to move-out, 3-6 days from opening to on-site visit,',
  'approval, acceptance, move-in) as mean days over referrals opened in the period that have both dates; null when none has.',
  'Administrators, agency staff (own agency) and partners (own partner) only.',
].join(' ');

@ApiTags('reports')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/reports')
@UseGuards(SessionGuard)
export class ReportsHttp {
  constructor(@Inject(ReportReader) private readonly reader: ReportReader) {}

  @Post('all/statistics')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dashboard statistics and referral metrics for a period.', description: STATISTICS_DESCRIPTION })
  @ApiBody({ schema: requestSchema })
  @Answers(statisticsViewAnswer, { refusals: refusalsOf.restricted })
  async statistics(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<StatisticsViewAnswer> {
    return this.reader.statistics(actor, body);
  }

  @Post(':type/graph')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A time series of one measure of a report, from daily buckets; periods without events are left out.',
    description: 'One point per day, ISO week or month (`interval`) of the period, of the `measure` the body names (the report’s first by default). Administrators, agency staff (their agency) and partners (their partner) only; 404 for an unknown report type.',
  })
  @typeParam
  @ApiBody({ schema: requestSchema })
  @Answers(reportGraphAnswer, { refusals: [...refusalsOf.restricted, 404] })
  async graph(@CurrentActor() actor: Actor, @Param('type') type: string, @Body() body: unknown): Promise<ReportGraphAnswer> {
    return this.reader.graph(actor, type, body);
  }

  @Post(':type')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The records of a report created in the period, newest first, paged; or a CSV export of at most 100 rows.',
    description: `Administrators, agency staff (their agency) and partners (their partner) only; 404 for an unknown report type. \`format: csv\` answers the first ${EXPORT_LIMIT} rows as text/csv in the body’s locale, with X-Export-Truncated: true when more matched; POST /api/exports writes every row.`,
  })
  @typeParam
  @ApiBody({ schema: requestSchema })
  @Answers(pageAnswer(reportRowAnswer), { description: 'The page of rows; as CSV (at most 100 rows) when the body asks for it.', refusals: [...refusalsOf.restricted, 404], orText: 'text/csv' })
  async rows(
    @CurrentActor() actor: Actor,
    @Param('type') type: string,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Page<ReportRow> | string> {
    const answer = await this.reader.rows(actor, type, body);
    if (!('csv' in answer)) return answer;
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${type}-report.csv"`)
      .header('x-export-limit', String(EXPORT_LIMIT))
      .header('x-export-truncated', String(answer.truncated));
    return answer.csv;
  }
}
