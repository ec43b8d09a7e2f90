import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXPORT_KEPT_MS, exportFiles, isExportId, type ExportFiles } from './export-files';

const DAY = 24 * 3_600_000;
const written = new Date('2026-05-01T12:00:00Z');

let dir: string;
let files: ExportFiles;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'careledger-export-files-'));
  files = exportFiles(join(dir, 'exports'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

const finishedExport = async (id = randomUUID()) => {
  const part = await files.startRun(id);
  await writeFile(part, 'Id\r\n1\r\n');
  return files.publish(part, {
    id,
    requesterId: 'user-1',
    type: 'notes',
    format: 'csv',
    rows: 1,
    fileName: 'notes-2026-05-01.csv',
    requestedAt: written.toISOString(),
    completedAt: written.toISOString(),
    expiresAt: new Date(written.getTime() + EXPORT_KEPT_MS).toISOString(),
  });
};

describe('the export folder', () => {
  it('puts a finished file in place with its manifest, and nothing of the run beside them', async () => {
    const manifest = await finishedExport();
    expect(manifest.size).toBe(7);
    expect(await files.manifest(manifest.id)).toEqual(manifest);
    expect((await readdir(files.dir)).sort()).toEqual([`${manifest.id}.csv`, `${manifest.id}.json`]);
  });

  it('starts a run over: what an earlier run of the export left is deleted', async () => {
    const id = randomUUID();
    const first = await files.startRun(id);
    await writeFile(first, 'half a file');
    const other = await files.startRun(randomUUID());
    await writeFile(other, 'another export');
    const second = await files.startRun(id);
    expect(second).not.toBe(first);
    expect(await readdir(files.dir)).toEqual([other.slice(files.dir.length + 1)]);
  });

  it('deletes a file past its day, answers "deleted" for a month, then forgets it', async () => {
    const manifest = await finishedExport();
    expect(await files.sweep(new Date(written.getTime() + DAY - 1))).toEqual({ expired: 0, forgotten: 0, abandoned: 0 });
    expect(await files.sweep(new Date(written.getTime() + DAY))).toEqual({ expired: 1, forgotten: 0, abandoned: 0 });
    expect(await readdir(files.dir)).toEqual([`${manifest.id}.json`]);
    expect(await files.manifest(manifest.id)).toEqual({ ...manifest, deleted: true });
    expect(await files.sweep(new Date(written.getTime() + 2 * DAY))).toEqual({ expired: 0, forgotten: 0, abandoned: 0 });
    expect(await files.sweep(new Date(written.getTime() + 31 * DAY))).toEqual({ expired: 0, forgotten: 1, abandoned: 0 });
    expect(await readdir(files.dir)).toEqual([]);
  });

  it('deletes the unfinished file of a run that died more than a day ago, not one being written', async () => {
    const dead = await files.startRun(randomUUID());
    await writeFile(dead, 'half');
    const longAgo = new Date(Date.now() - 2 * DAY);
    await utimes(dead, longAgo, longAgo);
    const live = await files.startRun(randomUUID());
    await writeFile(live, 'being written');
    expect(await files.sweep(new Date())).toEqual({ expired: 0, forgotten: 0, abandoned: 1 });
    expect(await readdir(files.dir)).toEqual([live.slice(files.dir.length + 1)]);
  });

  it('names files by lower-case UUIDs only, so no id reaches outside the folder', async () => {
    expect(isExportId(randomUUID())).toBe(true);
    expect(isExportId('../../etc/passwd')).toBe(false);
    expect(isExportId(randomUUID().toUpperCase())).toBe(false);
    expect(await files.manifest('../secrets')).toBeUndefined();
    expect(() => files.filePath('../secrets', 'csv')).toThrow();
    expect(await exportFiles(join(dir, 'never-made')).sweep(new Date())).toEqual({ expired: 0, forgotten: 0, abandoned: 0 });
  });
});
