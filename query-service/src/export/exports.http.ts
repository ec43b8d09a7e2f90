import { Body, Controller, Get, HttpCode, Inject, Param, Post, StreamableFile, UseFilters, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { exportFormats, exportLocales, reportPeriods, reportTypes, type ExportAnswer, exportAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, AnswersText, refusalsOf } from '@careledger/http';
import { ReadsNoReadModel } from '../http/min-position.guard';
import { EXPORT_CONTENT_TYPES, ExportReader } from './export-reader';

const requestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'format'],
  properties: {
    type: { type: 'string', enum: [...reportTypes], description: 'The report: its rows, as POST /api/reports/{type} lists them.' },
    period: { type: 'string', enum: reportPeriods.map((period) => period.id), description: 'All, this ISO week, this month or year to date (UTC days). Not with from/to; without both, All.' },
    from: { type: 'string', format: 'date', description: 'First day (UTC), instead of period.' },
    to: { type: 'string', format: 'date', description: 'Last day (UTC), instead of period.' },
    agencyId: { type: 'string', format: 'uuid', description: 'Only this agency. Agency staff are held to their own (403 for another).' },
    partnerId: { type: 'string', format: 'uuid', description: 'Only this partner. Partners are held to their own (403 for another).' },
    format: { type: 'string', enum: [...exportFormats], description: 'csv: RFC 4180 as the instant export writes it; xlsx: a workbook (amounts as numbers).' },
    locale: { type: 'string', enum: [...exportLocales], default: 'en-US', description: "The file's language: headings, labels, days and instants as the instant CSV export writes them." },
  },
  example: { type: 'referrals', from: '2026-01-01', to: '2026-03-31', format: 'xlsx', locale: 'en-US' },
};

const idParam = ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' } });

@ApiTags('exports')
@UseFilters(ErrorFilter)
@ReadsNoReadModel()
@Controller('api/exports')
@UseGuards(SessionGuard)
export class ExportsHttp {
  constructor(@Inject(ExportReader) private readonly exports: ExportReader) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Starts an export of every row of a report, of any size, as a background job.',
    description: 'Answers 202 with the export (id, state, progress ...): poll GET /api/exports/{id}, then download GET /api/exports/{id}/file. Administrators, agency staff and partners, held to their own figures as the report is.',
  })
  @ApiBody({ schema: requestSchema })
  @Answers(exportAnswer, { status: 202, description: 'The export job, queued.', refusals: refusalsOf.restricted })
  async start(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<ExportAnswer> {
    return this.exports.start(actor, body);
  }

  @Get(':id')
  @ApiOperation({
    summary: "An export's state (waiting, active, completed, failed), progress 0-100, rows written; once completed its file name, size in bytes and expiry.",
    description: 'Only its requester and administrators see an export: 404 for anyone else, as for an id never used.',
  })
  @idParam
  @Answers(exportAnswer, { refusals: refusalsOf.record })
  async status(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ExportAnswer> {
    return this.exports.status(actor, id);
  }

  @Get(':id/file')
  @ApiOperation({
    summary: "The export's file, as an attachment: 409 before it is completed, 410 once it has expired (a day after it was written).", description: 'CSV or XLSX as the export asked. Only its requester and administrators: 404 for anyone else, as for an id never used.',
  })
  @idParam
  @AnswersText(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], { description: 'The exported file, as an attachment.', refusals: [...refusalsOf.record, 409, 410] })
  async file(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<StreamableFile> {
    const { manifest, stream } = await this.exports.file(actor, id);
    return new StreamableFile(stream, { type: EXPORT_CONTENT_TYPES[manifest.format], disposition: `attachment; filename="${manifest.fileName}"`, length: manifest.size });
  }
}
