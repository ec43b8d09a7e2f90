import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { ConflictException, GoneException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { DomainError, can, exportRequest, parseOrThrow, type ExportAnswer, type ExportState } from '@careledger/domain';
import type { JobState, JobView } from '@careledger/jobs';
import type { Actor } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { periodRange } from '../report/report-request';
import { scopeReportFilter } from '../report/report-scope';
import { EXPORT_QUEUE, type ExportJobData } from './export-job';
import { exportFiles, isExportId, type ExportManifest } from './export-files';

const STATES: Readonly<Record<JobState, ExportState>> = { waiting: 'waiting', delayed: 'waiting', active: 'active', completed: 'completed', failed: 'failed' };

export const EXPORT_CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** The same answer whether the export is someone else's or was never made: its existence is not told. */
const unknownExport = () => new NotFoundException({ message: 'There is no such export.' });

const manifestAnswer = (manifest: ExportManifest): Omit<ExportAnswer, 'state' | 'progress' | 'failedReason'> => ({
  id: manifest.id,
  type: manifest.type,
  format: manifest.format,
  rows: manifest.rows,
  fileName: manifest.fileName,
  size: manifest.size,
  requestedAt: manifest.requestedAt,
  expiresAt: manifest.expiresAt,
});

const jobAnswer = (job: JobView): ExportAnswer => {
  const data = job.data as unknown as ExportJobData;
  const done = job.state === 'completed' ? (job.result as ExportManifest | null) : null;
  const rows = typeof job.detail.rows === 'number' ? job.detail.rows : 0;
  return {
    id: job.id,
    type: data.type,
    format: data.format,
    state: STATES[job.state],
    progress: job.progress,
    rows: done?.rows ?? rows,
    fileName: done?.fileName ?? null,
    size: done?.size ?? null,
    requestedAt: data.requestedAt,
    expiresAt: done?.expiresAt ?? null,
    failedReason: job.failedReason,
  };
};

export interface ExportFile {
  manifest: ExportManifest;
  stream: Readable;
}

/**
 * Exports of any size (DESIGN.md section 8): a request becomes a job of the `exports` queue,
 * read back as its state and progress, then as its file. The job is found on the queue while the
 * queue keeps it, its finished file by the manifest beside it for as long as that is kept.
 */
@Injectable()
export class ExportReader {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  private place() {
    const { jobs, exportDir } = this.infrastructure;
    if (!jobs || exportDir === undefined) {
      throw new ServiceUnavailableException({ message: 'This process reaches no job queue or export folder: set REDIS_URL and EXPORT_DIR, or run npm start, which runs the jobs itself.' });
    }
    return { queues: jobs.queues, files: exportFiles(exportDir) };
  }

  async start(actor: Actor, body: unknown): Promise<ExportAnswer> {
    if (!can(actor, 'export.create')) throw new DomainError('forbidden', 'export_forbidden', 'Only administrators, agencies and partners may export reports.');
    const request = parseOrThrow(exportRequest, body);
    const requestedAt = new Date().toISOString();
    const days = request.period === undefined ? { from: request.from ?? null, to: request.to ?? null } : periodRange(request.period, requestedAt.slice(0, 10));
    const filter = scopeReportFilter(actor, { ...days, agencyId: request.agencyId, partnerId: request.partnerId });
    const data: ExportJobData = {
      requesterId: actor.id,
      type: request.type,
      format: request.format,
      locale: request.locale,
      requestedAt,
      from: filter.from,
      to: filter.to,
      ...(filter.agencyId === undefined ? {} : { agencyId: filter.agencyId }),
      ...(filter.partnerId === undefined ? {} : { partnerId: filter.partnerId }),
    };
    const job = await this.place().queues.add(EXPORT_QUEUE, { ...data }, { jobId: randomUUID() });
    return jobAnswer(job);
  }

  /** The export's job and its manifest once there is one; 404 unless `actor` may read it. */
  private async find(actor: Actor, id: string): Promise<{ job?: JobView; manifest?: ExportManifest }> {
    if (!isExportId(id)) throw unknownExport();
    const { queues, files } = this.place();
    const job = await queues.job(EXPORT_QUEUE, id);
    const manifest = job === undefined || job.state === 'completed' ? await files.manifest(id) : undefined;
    const requesterId = job ? (job.data as unknown as ExportJobData).requesterId : manifest?.requesterId;
    if (requesterId === undefined || !can(actor, 'export.read', { userId: requesterId })) throw unknownExport();
    return { job, manifest };
  }

  async status(actor: Actor, id: string): Promise<ExportAnswer> {
    const { job, manifest } = await this.find(actor, id);
    if (job) return jobAnswer(job);
    return { ...manifestAnswer(manifest!), state: 'completed', progress: 100, failedReason: null };
  }

  async file(actor: Actor, id: string): Promise<ExportFile> {
    const { job, manifest } = await this.find(actor, id);
    if (!manifest) {
      if (job && job.state !== 'completed') throw new ConflictException({ message: `The export is not finished (${STATES[job.state]}): its file is offered once it is completed.` });
      throw new GoneException({ message: 'The file of this export was deleted. Start the export again.' });
    }
    const gone = () => new GoneException({ message: `The file of this export was kept until ${manifest.expiresAt} and is deleted. Start the export again.` });
    if (manifest.deleted || Date.parse(manifest.expiresAt) <= Date.now()) throw gone();
    try {
      const handle = await open(this.place().files.filePath(id, manifest.format), 'r');
      return { manifest, stream: handle.createReadStream() };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw gone();
      throw error;
    }
  }
}
