import { Controller, Get, Inject, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { reportPeriods, statusMachines, statusMachineStatuses, type FieldError, type TimeInStatusAnswer, timeInStatusAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { throwIfInvalid } from '../../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../../infrastructure';
import { scopeReportFilter } from '../report-scope';
import { readTimeInStatus } from './time-in-status-query';
import { parseTimeInStatusRequest } from './time-in-status-request';

const STATUSES = statusMachines.map((machine) => `${machine}: ${statusMachineStatuses[machine].map(({ id, key }) => `${id} ${key}`).join(', ')}`).join('; ');

const DESCRIPTION = [
  'For each status of the machine, the number of stays in it that ended in the period and their mean, median and 90th percentile in seconds,',
  'computed exactly (percentile_cont) over the durations read model; a status no stay ended in has count 0 and null figures.',
  'With fromStatus and toStatus: for each record that first arrived in toStatus after first entering fromStatus, and did so in the period,',
  'the time between the two. Read from indexes that end in the instant, so the cost follows the period, not the history.',
  'Administrators, agency staff (own agency) and partners (own partner) only.',
].join(' ');

@ApiTags('reports')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/reports')
@UseGuards(SessionGuard)
export class TimeInStatusHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('time-in-status')
  @ApiOperation({ summary: 'Time spent in each status of a status machine, and between two of its statuses, over a period.', description: DESCRIPTION })
  @ApiQuery({ name: 'machine', required: true, schema: { type: 'string', enum: [...statusMachines] } })
  @ApiQuery({ name: 'period', required: false, schema: { type: 'string', enum: reportPeriods.map((period) => period.id) }, description: 'All, this ISO week, this month or year to date (UTC days). Not with from/to; without both, All.' })
  @ApiQuery({ name: 'from', required: false, schema: { type: 'string', format: 'date' }, description: 'First day (UTC), instead of period.' })
  @ApiQuery({ name: 'to', required: false, schema: { type: 'string', format: 'date' }, description: 'Last day (UTC), included, instead of period.' })
  @ApiQuery({ name: 'agencyId', required: false, schema: { type: 'string', format: 'uuid' }, description: 'Only this agency. Agency staff are held to their own (403 for another).' })
  @ApiQuery({ name: 'partnerId', required: false, schema: { type: 'string', format: 'uuid' }, description: 'Only this partner. Partners are held to their own (403 for another).' })
  @ApiQuery({ name: 'fromStatus', required: false, schema: { type: 'integer' }, description: `With toStatus: a status id of the machine (${STATUSES}).` })
  @ApiQuery({ name: 'toStatus', required: false, schema: { type: 'integer' }, description: 'With fromStatus: another status id of the machine.' })
  @Answers(timeInStatusAnswer, { refusals: refusalsOf.restricted })
  async timeInStatus(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<TimeInStatusAnswer> {
    const errors: FieldError[] = [];
    const request = parseTimeInStatusRequest(query, new Date().toISOString().slice(0, 10), errors);
    throwIfInvalid(errors);
    return readTimeInStatus(this.infrastructure.db, scopeReportFilter(actor, request));
  }
}
