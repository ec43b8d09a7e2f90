import type { ExportAnswer, ExportFormat, ReportType } from '@careledger/domain';
import { api, request, type FileAnswer } from './client';
import type { ReportFilter } from './reports';

export { exportFormats, type ExportFormat } from '@careledger/domain';

/** An export job as `POST /api/exports` and `GET /api/exports/{id}` answer it: its state, progress and, once written, its file. */
export type ExportJob = ExportAnswer;

export const isExportDone = (job: ExportJob | undefined): boolean => job?.state === 'completed' || job?.state === 'failed';

const exportPath = (id: string) => `/api/exports/${encodeURIComponent(id)}`;

export const exportsApi = {
  /** Every row of the report, of any size, written by a background job in the reader's language (`locale`). */
  start: (type: ReportType, filter: ReportFilter, format: ExportFormat, locale: string) => api.post<ExportJob>('/api/exports', { type, ...filter, format, locale }),

  status: (id: string, signal?: AbortSignal) => api.get<ExportJob>(exportPath(id), { signal }),

  file: async (job: Pick<ExportJob, 'id' | 'fileName' | 'type' | 'format'>): Promise<{ file: Blob; fileName: string }> => {
    // A GET answered with a file, under the same conventions as every other call.
    const { file, headers } = await request<FileAnswer>(`${exportPath(job.id)}/file`, { file: true });
    const named = /filename="([^"]+)"/.exec(headers.get('Content-Disposition') ?? '')?.[1];
    return { file, fileName: named ?? job.fileName ?? `${job.type}.${job.format}` };
  },
};
