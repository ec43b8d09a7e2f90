import { rm } from 'node:fs/promises';
import type { ExportFormat, ExportLocale, ReportType } from '@careledger/domain';
import { jobQueueCatalogue, type QueueDefinition, type RunningJob } from '@careledger/jobs';
import type { SqlDatabase } from '@careledger/storage';
import { noReadModelCache } from '../http/read-model-cache';
import { exportColumns, exportHeadings, exportRows, exportWriter } from '../report/report-export';
import type { ReportFilter } from '../report/report-request';
import { reportColumns, reportRowCount, reportRowsAfter, type ReportCursor } from '../report/report-rows';
import { EXPORT_KEPT_MS, exportFiles, type ExportManifest } from './export-files';
import { openCsvFile, type TableCell, type TableFile } from './table-file';
import { openXlsxFile } from './xlsx-file';

export const EXPORT_QUEUE = jobQueueCatalogue.exports.queue;

/** Rows read and written at a time: fewer round trips per row up to here (bench/src/exports.bench.ts), little memory. */
export const EXPORT_PAGE_ROWS = 2_000;

/** An export as it was asked for: the filter is already held to what the requester may read. */
export interface ExportJobData extends ReportFilter {
  requesterId: string;
  type: ReportType;
  format: ExportFormat;
  locale: ExportLocale;
  requestedAt: string;
}

/** What the query side's jobs need: the read models, the export folder, a clock. */
export interface ExportJobContext {
  db: SqlDatabase;
  exportDir: string;
  now: () => Date;
}

/** What a finished export job answers: its manifest. */
export type ExportResult = ExportManifest;

export const exportFileName = (data: Pick<ExportJobData, 'type' | 'format' | 'requestedAt'>): string => `${data.type}-${data.requestedAt.slice(0, 10)}.${data.format}`;

const openFile = (path: string, data: ExportJobData, headings: readonly string[]): Promise<TableFile> =>
  data.format === 'csv' ? openCsvFile(path, headings) : openXlsxFile(path, headings, { sheetName: data.type });

/** A spreadsheet adds up amounts: in a workbook they are numbers; a CSV keeps the text the instant export writes. */
const cellOf = (format: ExportFormat, field: string, value: TableCell): TableCell =>
  format === 'xlsx' && field === 'totalCents' && typeof value === 'string' && value !== '' ? Number(value) : value;

/**
 * Writes every row of a report, page after page in the report's order, into a file of its own
 * run, then puts it in place whole: a retried or restarted job starts its file over, and only a
 * complete file is ever served. Reads the read models as the report does (its rows, headings and
 * words in the requester's language), at most EXPORT_PAGE_ROWS rows in memory.
 */
export const exportJob = (context: ExportJobContext): QueueDefinition<ExportJobData> => {
  const files = exportFiles(context.exportDir);
  const reads = { db: context.db, readModelCache: noReadModelCache };
  return {
    ...jobQueueCatalogue.exports,
    async run(job: RunningJob<ExportJobData>): Promise<ExportResult> {
      const { data } = job;
      const filter: ReportFilter = { from: data.from, to: data.to, agencyId: data.agencyId, partnerId: data.partnerId };
      const path = await files.startRun(job.id);
      const columns = exportColumns(data.type, reportColumns(data.type));
      const fields = columns.map(([field]) => field);
      const [total, write] = await Promise.all([reportRowCount(context.db, data.type, filter), exportWriter(context.db, data.type, data.locale)]);
      await job.progress(0, { rows: 0 });
      const file = await openFile(path, data, exportHeadings(columns, data.locale));
      let rows = 0;
      try {
        let after: ReportCursor | null = null;
        for (;;) {
          const page = await reportRowsAfter(reads, data.type, filter, EXPORT_PAGE_ROWS, after);
          await file.write(exportRows(columns, page.rows, write).map((row) => fields.map((field) => cellOf(data.format, field, row[field] ?? null))));
          rows += page.rows.length;
          if (page.rows.length < EXPORT_PAGE_ROWS) break;
          after = page.next;
          // Rows created after the count can make the export longer than counted: it stays below 100 until done.
          await job.progress(Math.min(99, Math.floor((rows / Math.max(total, rows)) * 100)), { rows });
        }
        await file.close();
      } catch (error) {
        await file.abort();
        await rm(path, { force: true });
        throw error;
      }
      const completedAt = context.now();
      const manifest = await files.publish(path, {
        id: job.id,
        requesterId: data.requesterId,
        type: data.type,
        format: data.format,
        rows,
        fileName: exportFileName(data),
        requestedAt: data.requestedAt,
        completedAt: completedAt.toISOString(),
        expiresAt: new Date(completedAt.getTime() + EXPORT_KEPT_MS).toISOString(),
      });
      await job.progress(100, { rows });
      return manifest;
    },
  };
};

/** Every quarter of an hour, deletes the export files past their day (`ExportFiles.sweep`). */
export const exportCleanup = (context: ExportJobContext): QueueDefinition<Record<string, never>> => ({
  ...jobQueueCatalogue.exportCleanup,
  run: () => exportFiles(context.exportDir).sweep(context.now()),
});
