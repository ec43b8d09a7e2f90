import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDERS_QUEUE } from '@careledger/command-service';
import { accepted, registeredPatient } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, launchChromium, screenshot, watchConsole } from './browser';
import { requireBuiltConsole, signInAs } from './journey';

const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';
const TITLE = 'Bring the evening blood pressure log';

/** The wall clock `minutes` from now in this process's zone, where the stack's jobs read due times. */
const wallClockIn = (minutes: number) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(Date.now() + minutes * 60_000)
      .map((part) => [part.type, part.value]),
  );
  return { dueDate: `${parts.year}-${parts.month}-${parts.day}`, dueTime: `${parts.hour}:${parts.minute}` };
};

describe('the reminder bell', () => {
  let stack: RunningStack;
  let browser: Browser;

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!);
    browser = await launchChromium();
    const agency = await stack.as('agency');
    const patientId = await registeredPatient(agency, { firstName: 'Bella', lastName: 'Bell' });
    accepted(await agency.post('/api/tasks', { patientId, title: TITLE, ...wallClockIn(30), assigneeId: CAREGIVER_ID }), 201);
    const { id } = await stack.careledger.jobs.add(REMINDERS_QUEUE, {});
    for (let state = 'waiting'; state !== 'completed'; state = (await stack.careledger.jobs.job(REMINDERS_QUEUE, id))?.state ?? 'gone') {
      if (state === 'failed' || state === 'gone') throw new Error(`The reminders job ${state}.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('counts the unread reminders, lists them with their patient, and marks one read', async () => {
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    const errors = watchConsole(page);
    await signInAs(page, stack.careledger.url, 'caregiver');
    // The demo's doses due within the hour may remind her too: at least the task's.
    const bell = page.getByRole('button', { name: /^Reminders: \d+ unread$/ });
    await bell.waitFor();
    const unread = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    expect(unread).toBeGreaterThanOrEqual(1);
    await bell.click();
    const list = page.getByRole('dialog', { name: 'Reminders' });
    await list.getByRole('link', { name: TITLE }).waitFor();
    expect(await list.getByRole('listitem').filter({ hasText: TITLE }).textContent()).toContain('Bella Bell');
    await screenshot(page, 'reminder-bell');
    await list.getByRole('button', { name: `Mark read: ${TITLE}` }).click();
    await expect.poll(() => list.getByRole('button', { name: `Mark read: ${TITLE}` }).count()).toBe(0);
    await list.getByRole('link', { name: TITLE }).click();
    await expect.poll(() => page.url()).toMatch(/\/user\/en-us\/tasks\?patient=[0-9a-f-]{36}&mine=1$/);
    // The task's row in the grid, not the closing popover's link: the caregiver reaches it through
    // the assignment even though she is not on the patient's care team.
    await list.waitFor({ state: 'hidden' });
    await page.getByRole('gridcell', { name: TITLE, exact: true }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Patient' }).inputValue()).toContain('Bella Bell');
    const after = page.getByRole('button', { name: unread === 1 ? 'Reminders' : `Reminders: ${unread - 1} unread` });
    await after.waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
