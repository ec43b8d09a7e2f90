import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { exportAnswer } from '@careledger/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const OTHER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5eff';
const SLUGS = ['admin', 'user', 'agency', 'partner'] as const;
type Slug = (typeof SLUGS)[number];

/** RFC 4180 records (quoted cells may hold commas, quotes and line breaks). */
const csvRecords = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      record.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      records.push([...record, cell]);
      record = [];
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  return records;
};

describe.each(testDatabases())('exports of any size on $name', (database) => {
  let stack: RunningStack;
  let exportDir: string;
  const as = {} as Record<Slug, ApiClient>;
  const fresh = async () => ({ headers: { 'x-min-position': String(await stack.headPosition()) } });

  /** Polls the export until it is completed or failed, checking every answer against the schema. */
  const finished = async (slug: Slug, id: string) => {
    const progress: number[] = [];
    for (;;) {
      const response = await as[slug].get(`/api/exports/${id}`);
      expect(response.status).toBe(200);
      const answer = exportAnswer.parse(response.body);
      progress.push(answer.progress);
      if (answer.state === 'completed' || answer.state === 'failed') return { answer, progress };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const start = async (slug: Slug, body: Record<string, unknown>) => {
    const response = await as[slug].post('/api/exports', body);
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    return exportAnswer.parse(response.body);
  };

  beforeAll(async () => {
    exportDir = await mkdtemp(join(tmpdir(), 'careledger-export-e2e-'));
    // More patients than the instant export's limit: the job must write the rows past it too. With
    // REDIS_URL the jobs go through BullMQ, else they run in this process.
    stack = await startStack(database, { patients: 110, exportDir, redisUrl: process.env.REDIS_URL || undefined });
    await Promise.all(SLUGS.map(async (slug) => (as[slug] = await stack.as(slug))));
    await stack.waitForProjections();
  }, 400_000);
  afterAll(async () => {
    await stack?.stop();
    await rm(exportDir, { recursive: true, force: true });
  });

  it('starts a CSV export, shows its progress, then serves every row of the report under the instant export’s headings', async () => {
    const started = await start('admin', { type: 'patients', period: 'All', format: 'csv' });
    expect(started).toMatchObject({ type: 'patients', format: 'csv', progress: 0, rows: 0, fileName: null, expiresAt: null });
    expect(['waiting', 'active']).toContain(started.state);

    const { answer, progress } = await finished('admin', started.id);
    expect(answer).toMatchObject({ state: 'completed', progress: 100, fileName: `patients-${answer.requestedAt.slice(0, 10)}.csv`, failedReason: null });
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(Date.parse(answer.expiresAt!) - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const report = await as.admin.post('/api/reports/patients', { period: 'All', pageSize: 1 }, await fresh());
    const total = report.body.total as number;
    expect(total).toBeGreaterThan(100);
    expect(answer.rows).toBe(total);

    const file = await as.admin.get(`/api/exports/${started.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${answer.fileName}"`);
    expect(Number(file.headers.get('content-length'))).toBe(answer.size);
    const records = csvRecords(file.body as string);
    expect(records).toHaveLength(total + 1);
    expect(new Set(records.slice(1).map((record) => record[0])).size).toBe(total);

    // The instant export is the first 100 rows of the same file, heading line and all.
    const instant = await as.admin.post('/api/reports/patients', { period: 'All', format: 'csv' }, await fresh());
    expect(instant.headers.get('x-export-truncated')).toBe('true');
    expect(records.slice(0, 101)).toEqual(csvRecords(instant.body as string));
  });

  it('writes a workbook in the requester’s language whose sheet holds the heading and every row', async () => {
    const started = await start('admin', { type: 'assessments', format: 'xlsx', locale: 'es-ES' });
    const { answer } = await finished('admin', started.id);
    expect(answer.state).toBe('completed');
    const file = await as.admin.getBytes(`/api/exports/${started.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${answer.fileName}"`);
    expect(answer.fileName).toMatch(/^assessments-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = strFromU8(unzipSync(file.bytes)['xl/worksheets/sheet1.xml']!);
    const rows = sheet.match(/<row /g) ?? [];
    const report = await as.admin.post('/api/reports/assessments', { pageSize: 1 }, await fresh());
    expect(rows).toHaveLength((report.body.total as number) + 1);
    expect(answer.rows).toBe(report.body.total);
    expect(sheet).toContain('<t>Id del paciente</t>');
    expect(sheet).toContain('<t>Creación</t>');
  });

  it('shows an export to its requester and administrators only: 404 to anyone else, as for an id never used', async () => {
    const own = await start('agency', { type: 'assessments', format: 'csv' });
    await finished('agency', own.id);
    expect((await as.partner.get(`/api/exports/${own.id}`)).status).toBe(404);
    expect((await as.partner.get(`/api/exports/${own.id}/file`)).status).toBe(404);
    expect((await as.admin.get(`/api/exports/${own.id}`)).status).toBe(200);
    expect((await as.admin.get(`/api/exports/${own.id}/file`)).status).toBe(200);

    const admins = await start('admin', { type: 'assessments', format: 'csv' });
    const refused = await as.agency.get(`/api/exports/${admins.id}`);
    const unknown = await as.agency.get(`/api/exports/${randomUUID()}`);
    expect([refused.status, unknown.status]).toEqual([404, 404]);
    expect(refused.body).toEqual(unknown.body);
    expect((await as.agency.get(`/api/exports/${admins.id}/file`)).status).toBe(404);
    expect((await as.agency.get('/api/exports/not-an-id')).status).toBe(404);
  });

  it('holds agency staff to their own agency’s rows', async () => {
    const started = await start('agency', { type: 'patients', format: 'csv' });
    const { answer } = await finished('agency', started.id);
    const report = await as.agency.post('/api/reports/patients', { pageSize: 1 }, await fresh());
    expect(answer.rows).toBe(report.body.total);
    const everyone = await as.admin.post('/api/reports/patients', { pageSize: 1 }, await fresh());
    expect(answer.rows).toBeLessThan(everyone.body.total);
    expect((await as.agency.post('/api/exports', { type: 'patients', format: 'csv', agencyId: OTHER_ID })).status).toBe(403);
    expect((await as.agency.post('/api/exports', { type: 'patients', format: 'csv', agencyId: DEMO_AGENCY_ID })).status).toBe(202);
    expect((await as.user.post('/api/exports', { type: 'patients', format: 'csv' })).status).toBe(403);
  });

  it.each([
    [{ type: 'invoices', format: 'csv' }, 'type'],
    [{ type: 'notes' }, 'format'],
    [{ type: 'notes', format: 'pdf' }, 'format'],
    [{ type: 'notes', format: 'csv', period: 'Week', from: '2026-05-01' }, 'period'],
    [{ type: 'notes', format: 'csv', from: '2026-05-02', to: '2026-05-01' }, 'to'],
    [{ type: 'notes', format: 'csv', agencyId: 'agency-1' }, 'agencyId'],
    [{ type: 'notes', format: 'csv', locale: 'fr-FR' }, 'locale'],
    [{ type: 'notes', format: 'csv', colour: 'blue' }, 'colour'],
  ])('answers 400 naming the field for %j, and starts nothing', async (body, field) => {
    const before = (await as.admin.get('/api/admin/jobs')).body.data.find((queue: { queue: string }) => queue.queue === 'exports');
    const response = await as.admin.post('/api/exports', body);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
    const after = (await as.admin.get('/api/admin/jobs')).body.data.find((queue: { queue: string }) => queue.queue === 'exports');
    expect(after.recent.length).toBe(before.recent.length);
  });

  it('answers 410 for the file once its day is over, while its state still tells when it expired', async () => {
    const started = await start('admin', { type: 'notes', format: 'csv' });
    await finished('admin', started.id);
    const manifestPath = join(exportDir, `${started.id}.json`);
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    const expiresAt = new Date(Date.now() - 1_000).toISOString();
    await writeFile(manifestPath, JSON.stringify({ ...manifest, expiresAt }));
    const file = await as.admin.get(`/api/exports/${started.id}/file`);
    expect(file.status).toBe(410);
    expect(file.body.message).toMatch(/Start the export again/);
  });
});
