import { randomUUID } from 'node:crypto';
import { Role } from '@careledger/domain';
import { openEventStore } from '@careledger/storage';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { openWatchedPage, screenshot } from './browser';
import { requireBuiltConsole, signInAs } from './journey';

/** Enough events that a verification runs for seconds: long enough to watch its progress. */
const EXTRA_EVENTS = 100_000;

describe('an administrator verifies the log in the console', () => {
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let patientStream: string;

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    const store = await openEventStore(stack.careledger.db);
    const metadata = { actorId: 'load', actorRole: Role.ADMIN, correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString(), schemaVersion: 1 };
    for (let stream = 0; stream < EXTRA_EVENTS / 100; stream += 1) {
      await store.append(`load-${randomUUID()}`, Array.from({ length: 100 }, (_, index) => ({ type: 'LoadGenerated', data: { index }, metadata })), 'no_stream');
    }
    const { rows } = await stack.careledger.db.query<{ stream_id: string }>("SELECT stream_id FROM events WHERE type = 'PatientRegistered' ORDER BY global_position LIMIT 1");
    patientStream = rows[0]!.stream_id;
    ({ browser, page, consoleErrors } = await openWatchedPage());
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('opens the audit section\'s integrity tab and takes an anchor', async () => {
    await signInAs(page, stack.careledger.url, 'admin');
    await page.getByRole('link', { name: 'Audit log', exact: true }).click();
    await page.waitForURL(/\/user\/en-us\/audit$/);
    await page.getByRole('tab', { name: 'Integrity' }).click();
    await page.waitForURL(/\/user\/en-us\/audit\/integrity$/);
    await page.getByText('No verification yet').waitFor();
    await page.getByText('No anchor yet', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Take an anchor now' }).click();
    await page.getByText(/^Anchor 1 taken, up to event [\d,]+\.$/).waitFor();
    await page.getByText(/^1 anchor; the last covers the log up to event/).waitFor();
  });

  it('runs "verify now", sees its progress move, then a clean result', async () => {
    await page.getByRole('button', { name: 'Verify now' }).click();
    const bar = page.getByRole('progressbar', { name: 'Verification progress' });
    await bar.waitFor();
    await screenshot(page, 'integrity-verifying');
    const seen = new Set<number>();
    const runs = page.getByRole('table', { name: 'Verifications, newest first' });
    await expect
      .poll(
        async () => {
          const value = await bar.getAttribute('aria-valuenow', { timeout: 1_000 }).catch(() => null);
          if (value !== null) seen.add(Number(value));
          return (await runs.locator('tbody tr').first().textContent()) ?? '';
        },
        { timeout: 120_000, interval: 250 },
      )
      .toContain('Clean');
    // A determinate bar that moved before the end: the run reported its progress on the way.
    expect([...seen].some((value) => value > 0 && value < 100), `progress seen: ${[...seen].join(', ')}`).toBe(true);
    expect(await bar.count()).toBe(0);
    const row = runs.locator('tbody tr').first();
    expect(await row.textContent()).toContain('Every stream and the anchors');
    expect(await row.textContent()).toContain('Ada Admin');
    expect(await page.getByRole('table', { name: /^Broken links/ }).count()).toBe(0);
    await screenshot(page, 'integrity-clean');
  });

  it('shows the verified mark on a record\'s history page', async () => {
    await page.goto(`${stack.careledger.url}/user/en-us/audit/streams/${encodeURIComponent(patientStream)}`);
    await page.getByRole('grid', { name: 'Events' }).locator('.MuiDataGrid-row').first().waitFor();
    await expect.poll(() => page.getByTestId('verified-mark').textContent()).toMatch(/^Verified .+: unaltered$/);
    await screenshot(page, 'integrity-verified-mark');
  });

  it('logged no console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
