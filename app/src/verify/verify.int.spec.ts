import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Role } from '@careledger/domain';
import { allStorageMigrations, anchorFilePath, bringAnchorFileUpTo, openEventStore, openPgliteDatabase, runMigrations, storedAnchors } from '@careledger/storage';
import { recordAnchorDirectly, rewriteStreamInPlace, testDatabases } from '@careledger/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

const verify = (args: string[]) =>
  new Promise<{ code: number | null; output: string }>((done) => {
    execFile(process.execPath, [join(root, 'scripts/verify.mjs'), ...args], { cwd: root, env: { ...process.env, DATABASE_URL: '', DATA_DIR: '' } }, (error, stdout, stderr) =>
      done({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, output: `${stdout}${stderr}` }),
    );
  });

const metadata = () => ({ actorId: 'seed', actorRole: Role.ADMIN, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 });

describe.each(testDatabases())('npm run verify against a copy of the database on $name', (database) => {
  let folder: string;
  let where: string[];
  let openCopy: () => Promise<Awaited<ReturnType<typeof openPgliteDatabase>>>;
  let dispose = async () => undefined as unknown;
  const stream = `patient-${randomUUID()}`;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'careledger-verify-'));
    if (database.name === 'postgres') {
      const created = await database.create();
      dispose = created.dispose;
      where = ['--database-url', created.url as string];
      openCopy = () => import('@careledger/storage').then(({ openPostgresDatabase }) => openPostgresDatabase(created.url as string));
    } else {
      where = ['--data-dir', join(folder, 'pglite')];
      openCopy = () => openPgliteDatabase(join(folder, 'pglite'));
    }
    const db = await openCopy();
    await runMigrations(db, allStorageMigrations);
    const store = await openEventStore(db);
    await store.append(stream, [0, 1, 2].map((index) => ({ type: 'ThingHappened', data: { index }, metadata: metadata() })), 'no_stream');
    await store.append(`note-${randomUUID()}`, [{ type: 'ThingHappened', data: {}, metadata: metadata() }], 'no_stream');
    await recordAnchorDirectly(store, db);
    await bringAnchorFileUpTo(folder, await storedAnchors(store));
    await db.close();
  });
  afterAll(async () => {
    await dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('exits 0 on an untouched copy, saying what it checked', async () => {
    const { code, output } = await verify(['--anchors', anchorFilePath(folder), ...where]);
    expect(output).toContain('5 events in 3 streams; 1 anchors checked against');
    expect(output).toContain('Clean');
    expect(code).toBe(0);
  });

  it('exits 1 and prints the broken link once a stream was rewritten, its chain computed again', async () => {
    const db = await openCopy();
    const store = await openEventStore(db);
    const anchored = (await store.readStream(stream)).at(-1);
    await rewriteStreamInPlace(store, db, stream, 1, { index: 1, edited: true });
    const stored = (await store.readStream(stream)).at(-1);
    await db.close();
    const { code, output } = await verify(['--anchors', anchorFilePath(folder), ...where]);
    expect(output).toContain('1 broken link:');
    expect(output).toContain(`${stream}  version 2  position ${stored?.globalPosition}  anchor_head_mismatch  expected ${anchored?.hash}  stored ${stored?.hash}`);
    expect(code).toBe(1);
  });

  it('exits 2 when it cannot check: no such file, a wrong argument', async () => {
    expect(await verify(['--anchors', join(folder, 'missing.jsonl'), ...where])).toMatchObject({ code: 2, output: expect.stringContaining('There is no anchor file at') });
    expect(await verify(['--anchor', 'x'])).toMatchObject({ code: 2, output: expect.stringContaining('Usage: npm run verify') });
  });
});
