import { Inject, Injectable } from '@nestjs/common';
import { EXPORT_LIMIT, type FieldError, type ReportGraphAnswer, type StatisticsViewAnswer } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { throwIfInvalid, type Page } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { sqlReportBuckets, type ReportBucketReads } from './report-buckets';
import { toCsv } from './report-csv';
import { exportColumns, exportHeadings, exportRows, exportWriter } from './report-export';
import { flowMeasures } from './report-measures';
import { parseReportRequest, reportTypeParam, type ReportRequest } from './report-request';
import { reportColumns, reportPage, reportRows, type ReportRow } from './report-rows';
import { scopeReportFilter } from './report-scope';
import { readStatistics } from './report-statistics';

export interface CsvExport {
  csv: string;
  /** More rows matched than the export limit allows. */
  truncated: boolean;
}

const today = (): string => new Date().toISOString().slice(0, 10);

/** The three report calls: rows from the read models, graphs and statistics from the daily buckets. */
@Injectable()
export class ReportReader {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  /** MongoDB's buckets when MONGODB_URL is set; the report rows are read from SQL either way. */
  private get buckets(): ReportBucketReads {
    return this.infrastructure.mongo?.reports ?? sqlReportBuckets(this.infrastructure.db);
  }

  private request(actor: Actor, body: unknown, errors: FieldError[] = []): ReportRequest {
    const request = parseReportRequest(body, today(), errors);
    throwIfInvalid(errors);
    return scopeReportFilter(actor, request);
  }

  async rows(actor: Actor, rawType: string, body: unknown): Promise<Page<ReportRow> | CsvExport> {
    const errors: FieldError[] = [];
    const type = reportTypeParam(rawType, errors);
    const request = this.request(actor, body, errors);
    if (request.format === 'json') return reportPage(this.infrastructure, type, request, request.page, request.pageSize);
    const rows = await reportRows(this.infrastructure, type, request, EXPORT_LIMIT + 1, 0);
    const columns = exportColumns(type, reportColumns(type));
    const write = await exportWriter(this.infrastructure.db, type, request.locale);
    const cells = exportRows(columns, rows.slice(0, EXPORT_LIMIT), write);
    return { csv: toCsv(exportHeadings(columns, request.locale), columns.map(([field]) => field), cells), truncated: rows.length > EXPORT_LIMIT };
  }

  async graph(actor: Actor, rawType: string, body: unknown): Promise<ReportGraphAnswer> {
    const errors: FieldError[] = [];
    const type = reportTypeParam(rawType, errors);
    const request = this.request(actor, body, errors);
    const measures = flowMeasures[type];
    const measure = request.measure ?? measures[0]!;
    if (!measures.includes(measure)) throwIfInvalid([{ path: 'measure', message: `must be one of ${measures.join(', ')}` }]);
    const data = await this.buckets.measureSeries(type, measure, request, request.interval);
    return { type, measure, interval: request.interval, from: request.from, to: request.to, data };
  }

  async statistics(actor: Actor, body: unknown): Promise<StatisticsViewAnswer> {
    return readStatistics(this.buckets, this.request(actor, body));
  }
}
