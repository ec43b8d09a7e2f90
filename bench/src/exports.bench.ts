import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { seedDemo, startCareledger } from '@careledger/app';
import type { ExportFormat } from '@careledger/domain';
import { EXPORT_PAGE_ROWS, queryJobDefinitions } from '@careledger/query-service';
import { openEventStore } from '@careledger/storage';
import { seedAssessments } from '../../tests/src/support/seed-assessments';
import { timed } from './fixtures';
import { writeResultsSection } from './results';

export const EXPORT_ASSESSMENTS = 20_000;
export const EXPORTS_HEADING = '## Exports';
const RUNS = 3;

export interface ExportFigures {
  rows: number;
  /** One plain SELECT of the report's columns, every row, each written to a file as a comma-joined line: no names, labels or pages. */
  baselinePerSecond: number;
  /** The export job, CSV: keyset pages (EXPORT_PAGE_ROWS), names and labels in en-US, RFC 4180 lines, renamed into place. */
  csvPerSecond: number;
  /** The same rows as a workbook (the streaming xlsx writer, deflated). */
  xlsxPerSecond: number;
  csvBytes: number;
  xlsxBytes: number;
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Export rows per second for `rows` assessments on PGlite (in memory, seeded through the command
 * path), the export job run as its queue runs it, beside a plain SELECT of the same rows written to
 * a file in the same run. Each figure is the median of three runs.
 */
export const measureExports = async (rows = EXPORT_ASSESSMENTS): Promise<ExportFigures> => {
  const exportDir = await mkdtemp(join(tmpdir(), 'careledger-export-bench-'));
  const careledger = await startCareledger({
    port: 0,
    consoleDir: join(exportDir, 'no-console'),
    logger: false,
    exportDir,
    seed: (app, db) => seedDemo(app, db, { patients: 0 }).then(() => undefined),
  });
  try {
    await seedAssessments(careledger, rows);
    for (;;) {
      const { rows: counted } = await careledger.db.query<{ count: string }>('SELECT count(*) AS count FROM assessments');
      if (Number(counted[0]?.count) >= rows) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await careledger.db.exec('VACUUM (ANALYZE) assessments');
    const { rows: counted } = await careledger.db.query<{ count: string }>('SELECT count(*) AS count FROM assessments');
    const total = Number(counted[0]?.count);

    const baseline = async (): Promise<number> => {
      const path = join(exportDir, `baseline-${randomUUID()}.csv`);
      const { seconds } = await timed(async () => {
        const { rows: selected } = await careledger.db.query<Record<string, unknown>>(
          `SELECT id, patient_id, agency_id, care_service_id, status, visit_at, created_at FROM assessments ORDER BY created_at DESC, id DESC`,
        );
        const out = createWriteStream(path);
        for (const row of selected) if (!out.write(`${Object.values(row).map(String).join(',')}\r\n`)) await once(out, 'drain');
        out.end();
        await finished(out);
      });
      await rm(path);
      return total / seconds;
    };

    const exportJob = queryJobDefinitions({ db: careledger.db, eventStore: await openEventStore(careledger.db), exportDir, now: () => new Date(), webhooks: { settings: { allowPrivateTargets: false, attempts: 1, retryBaseMs: 1_000, pauseAfterFailures: 20, timeoutMs: 10_000 }, queues: new Promise(() => undefined) } }).find((definition) => definition.queue === 'exports')!;
    const sizes: Partial<Record<ExportFormat, number>> = {};
    const exportRun = async (format: ExportFormat): Promise<number> => {
      const id = randomUUID();
      const data = { requesterId: id, type: 'assessments', format, locale: 'en-US', requestedAt: new Date().toISOString(), from: null, to: null };
      const { seconds } = await timed(() => exportJob.run({ id, data: data as never, attempt: 1, progress: async () => undefined }));
      sizes[format] = (await stat(join(exportDir, `${id}.${format}`))).size;
      return total / seconds;
    };

    const baselines: number[] = [];
    const csv: number[] = [];
    const xlsx: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      baselines.push(await baseline());
      csv.push(await exportRun('csv'));
      xlsx.push(await exportRun('xlsx'));
    }
    return {
      rows: total,
      baselinePerSecond: median(baselines),
      csvPerSecond: median(csv),
      xlsxPerSecond: median(xlsx),
      csvBytes: sizes.csv ?? 0,
      xlsxBytes: sizes.xlsx ?? 0,
    };
  } finally {
    await careledger.close();
    await rm(exportDir, { recursive: true, force: true });
  }
};

const round = (value: number) => Math.round(value).toLocaleString('en-US');

export const exportsSection = (figures: ExportFigures): string => `${EXPORTS_HEADING}

The export job (\`POST /api/exports\`) over ${round(figures.rows)} assessments on PGlite in memory, run as
its queue runs it, beside a plain \`SELECT\` of the same rows written to a file in the same run
(median of ${RUNS} runs each).

| what | rows/s | file |
|---|---:|---:|
| baseline: one \`SELECT\` of the columns, lines written to a file | ${round(figures.baselinePerSecond)} | — |
| export job, CSV (keyset pages of ${round(EXPORT_PAGE_ROWS)}, names, labels and dates in en-US) | ${round(figures.csvPerSecond)} | ${round(figures.csvBytes / 1_000)} KB |
| export job, XLSX (streaming workbook, deflated) | ${round(figures.xlsxPerSecond)} | ${round(figures.xlsxBytes / 1_000)} KB |
`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await measureExports(Number(process.env.BENCH_EXPORT_ROWS ?? EXPORT_ASSESSMENTS));
  const section = exportsSection(figures);
  console.log(section);
  if (process.argv.includes('--write')) writeResultsSection(EXPORTS_HEADING, section);
}
