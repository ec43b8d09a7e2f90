import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actorOf, demoUserBySlug } from '@careledger/app';
import { COMMAND_INFRASTRUCTURE, RecordCommand, type CommandInfrastructure } from '@careledger/command-service';
import { postingRecord } from '@careledger/domain';
import { jobQueueCatalogue, type JobQueues } from '@careledger/jobs';
import { accepted } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, launchChromium, screenshot, watchConsole } from './browser';
import { requireBuiltConsole, signInAs } from './journey';

const POSTING_EXPIRY_QUEUE = jobQueueCatalogue.postingExpiry.queue;

const DAY = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

describe('a posting past its end date shows as closed (expired) once the expiry job has run', () => {
  let stack: RunningStack;
  let browser: Browser;
  let agency: Page;
  let admin: Page;
  const consoleErrors: Record<'agency' | 'admin', string[]> = { agency: [], admin: [] };
  let queues: JobQueues;
  let postingId: string;
  let jobId: string;

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    queues = stack.careledger.app.get<symbol, CommandInfrastructure>(COMMAND_INFRASTRUCTURE, { strict: false }).jobs!;
    // The stack repeats no job by itself: the run added below is the one that closes this posting.

    const staff = await stack.as('agency');
    const patientId = accepted(await staff.post('/api/patients', { firstName: 'Esther', lastName: 'Expiry', dateOfBirth: '1937-02-11' }), 201).id;
    // Posted and published six weeks ago for four weeks, as the demo seeds its history: it ended ten days ago.
    const bus = stack.careledger.app.get(CommandBus, { strict: false });
    const poster = actorOf(demoUserBySlug('agency'));
    const now = Date.now();
    postingId = randomUUID();
    const body = { patientId, careServiceId: 3, schedule: { days: [1, 4], startTime: '09:00', endTime: '12:00' }, startDate: dayOf(now - 38 * DAY), endDate: dayOf(now - 10 * DAY), description: 'Morning help after a fall' };
    await bus.execute(new RecordCommand(postingRecord, poster, postingId, 'create', body, new Date(now - 42 * DAY), undefined, true));
    await bus.execute(new RecordCommand(postingRecord, poster, postingId, 'publish', { expectedVersion: 0 }, new Date(now - 41 * DAY)));

    // The job finds its work in the read model, as it does every night.
    await stack.waitForProjections();
    jobId = (await queues.add(POSTING_EXPIRY_QUEUE, {}, { jobId: `browser-${randomUUID()}` })).id;
    await vi.waitFor(async () => expect((await queues.job(POSTING_EXPIRY_QUEUE, jobId))?.state).toBe('completed'), { timeout: 60_000, interval: 100 });
    await stack.waitForProjections();

    browser = await launchChromium();
    agency = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    admin = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    consoleErrors.agency = watchConsole(agency);
    consoleErrors.admin = watchConsole(admin);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('shows it as "Closed (expired)" in the agency’s postings grid and on its page', async () => {
    await signInAs(agency, stack.careledger.url, 'agency');
    // The closed postings, the latest changed first: what the agency looks at after a night's expiry.
    await agency.goto(`${stack.careledger.url}/user/en-us/postings?status=5&sort=updatedAt:desc`);
    const grid = agency.getByRole('grid');
    const row = grid.getByRole('row').filter({ hasText: 'Esther Expiry' });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => row.getByRole('gridcell').first().textContent()).toBe('Closed (expired)');
    await screenshot(agency, 'posting-expired-grid');

    await row.getByText('Esther Expiry').click();
    await agency.waitForURL(new RegExp(`/user/en-us/postings/${postingId}$`));
    await expect.poll(() => agency.getByTestId('posting-status').textContent()).toBe('Closed (expired)');
    await agency.locator('dt', { hasText: 'Close reason' }).locator('xpath=following-sibling::dd[1]').getByText('Its end date passed').waitFor();
    expect(consoleErrors.agency).toEqual([]);
  });

  it('says it in Spanish too', async () => {
    await agency.goto(`${stack.careledger.url}/user/es-es/postings/${postingId}`);
    await expect.poll(() => agency.getByTestId('posting-status').textContent()).toBe('Cerrada (vencida)');
    expect(consoleErrors.agency).toEqual([]);
  });

  it('shows the administrator the run that closed it, beside the read models', async () => {
    await signInAs(admin, stack.careledger.url, 'admin');
    await admin.goto(`${stack.careledger.url}/user/en-us/read-models`);
    await admin.getByRole('heading', { level: 2, name: 'Background jobs' }).waitFor();
    const queue = admin.getByRole('region', { name: 'Posting expiry' });
    const run = queue.getByRole('table', { name: 'Recent jobs of Posting expiry' }).getByRole('row').filter({ hasText: jobId });
    await run.getByText('Completed').waitFor();
    expect(await run.textContent()).toContain('closed: 1 · already closed: 0 · skipped: 0');
    expect(Number(await queue.getByTestId('count-completed').textContent())).toBeGreaterThanOrEqual(1);
    await queue.scrollIntoViewIfNeeded();
    await screenshot(admin, 'admin-background-jobs');
    expect(consoleErrors.admin).toEqual([]);
  });
});
