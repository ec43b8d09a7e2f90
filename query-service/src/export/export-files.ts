import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExportFormat, ReportType } from '@careledger/domain';

/** What a finished export left beside its file: who asked, what it holds, until when it is kept. */
export interface ExportManifest {
  id: string;
  requesterId: string;
  type: ReportType;
  format: ExportFormat;
  rows: number;
  fileName: string;
  /** Bytes. */
  size: number;
  requestedAt: string;
  completedAt: string;
  expiresAt: string;
  /** The cleanup deleted the file; the manifest stays a while, so its link answers "gone" rather than "unknown". */
  deleted?: boolean;
}

/** A file is kept a day after it is written. */
export const EXPORT_KEPT_MS = 24 * 3_600_000;
/** How long "gone" (410) is answered for an expired export before it is forgotten (404). */
const MANIFEST_KEPT_MS = 30 * 24 * 3_600_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MANIFEST = /^([0-9a-f-]{36})\.json$/;
const PART = /^([0-9a-f-]{36})\.[0-9a-f-]{36}\.part$/;

/** Only a lower-case UUID names a file here: no path a request makes up reaches another folder. */
export const isExportId = (id: string): boolean => UUID.test(id);

const assertId = (id: string): string => {
  if (!isExportId(id)) throw new Error(`${id} is not an export id`);
  return id;
};

/**
 * The export folder: `<id>.<format>` the finished file, `<id>.json` its manifest, `<id>.<run>.part`
 * a file being written. A file is renamed into place whole, then its manifest is: a manifest
 * always speaks of a complete file, and a half-written one is never served.
 */
export const exportFiles = (dir: string) => {
  const filePath = (id: string, format: ExportFormat) => join(dir, `${assertId(id)}.${format}`);
  const manifestPath = (id: string) => join(dir, `${assertId(id)}.json`);

  const writeManifest = async (manifest: ExportManifest) => {
    const temporary = join(dir, `${manifest.id}.${randomUUID()}.part`);
    await writeFile(temporary, JSON.stringify(manifest));
    await rename(temporary, manifestPath(manifest.id));
  };

  return {
    dir,
    filePath,

    /** A new file for one run of export `id`; what earlier runs of it left is deleted first. */
    async startRun(id: string): Promise<string> {
      await mkdir(dir, { recursive: true });
      const leftovers = (await readdir(dir)).filter((name) => PART.exec(name)?.[1] === id);
      await Promise.all(leftovers.map((name) => rm(join(dir, name), { force: true })));
      return join(dir, `${assertId(id)}.${randomUUID()}.part`);
    },

    /** Puts the finished `written` file in place, then its manifest. */
    async publish(written: string, manifest: Omit<ExportManifest, 'size'>): Promise<ExportManifest> {
      const { size } = await stat(written);
      await rename(written, filePath(manifest.id, manifest.format));
      const published = { ...manifest, size };
      await writeManifest(published);
      return published;
    },

    async manifest(id: string): Promise<ExportManifest | undefined> {
      if (!isExportId(id)) return undefined;
      try {
        return JSON.parse(await readFile(manifestPath(id), 'utf8')) as ExportManifest;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    /**
     * Deletes the files past their expiry (their manifests stay a month, marked deleted), the
     * manifests past that, and the unfinished files of runs that died more than a day ago.
     */
    async sweep(now: Date): Promise<{ expired: number; forgotten: number; abandoned: number }> {
      const outcome = { expired: 0, forgotten: 0, abandoned: 0 };
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return outcome;
        throw error;
      }
      for (const name of names) {
        const id = MANIFEST.exec(name)?.[1];
        if (id !== undefined && isExportId(id)) {
          const manifest = await this.manifest(id).catch(() => undefined);
          if (!manifest) continue;
          const expiresAt = Date.parse(manifest.expiresAt);
          if (expiresAt + MANIFEST_KEPT_MS <= now.getTime()) {
            await rm(filePath(id, manifest.format), { force: true });
            await rm(manifestPath(id), { force: true });
            outcome.forgotten += 1;
          } else if (expiresAt <= now.getTime() && !manifest.deleted) {
            await rm(filePath(id, manifest.format), { force: true });
            await writeManifest({ ...manifest, deleted: true });
            outcome.expired += 1;
          }
        } else if (PART.test(name)) {
          const { mtimeMs } = await stat(join(dir, name)).catch(() => ({ mtimeMs: now.getTime() }));
          if (mtimeMs + EXPORT_KEPT_MS <= now.getTime()) {
            await rm(join(dir, name), { force: true });
            outcome.abandoned += 1;
          }
        }
      }
      return outcome;
    },
  };
};

export type ExportFiles = ReturnType<typeof exportFiles>;
