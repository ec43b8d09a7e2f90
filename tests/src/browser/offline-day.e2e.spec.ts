import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskState } from '@careledger/domain';
import type { ApiClient } from '../support/api-client';
import { accepted, registeredPatient } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { launchChromium, screenshot } from './browser';
import { requireBuiltConsole, signInAs } from './journey';

const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';
const PHONE = { width: 390, height: 844 };
const TIME_ZONE = 'America/Toronto';
const DRUG = { drug: 'Lisinopril', dose: '10 mg' };
const DONE_OFFLINE = 'Water the balcony plants';
const CHANGED_MEANWHILE = 'Book the podiatrist';

const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

describe("the caregiver's day offline", () => {
  let stack: RunningStack;
  let browser: Browser;
  let agency: ApiClient;
  let patientId: string;
  const task = {} as Record<'doneOffline' | 'changedMeanwhile', string>;
  const today = todayIn(TIME_ZONE);

  const caughtUp = async () => ({ headers: { 'x-min-position': String(await stack.headPosition()) } });
  /** The patient's task as the API answers it now. */
  const taskNow = async (id: string) => {
    const response = await agency.get(`/api/patients/${patientId}/tasks?pageSize=100`, await caughtUp());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.data as { id: string; version: number; state: number }[]).find((one) => one.id === id);
  };
  /** How many doses of the order are recorded for the patient today. */
  const dosesRecorded = async () => {
    const response = await agency.get(`/api/patients/${patientId}/medications?pageSize=100`, await caughtUp());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.data as { medicationName: string }[]).filter((dose) => dose.medicationName === DRUG.drug).length;
  };

  /** The bodies of the patient's note drafts, as their author reads them. */
  const draftsOfPatient = async () => {
    const caregiver = await stack.as('caregiver');
    const response = await caregiver.get(`/api/notes?patientId=${patientId}&status=draft&pageSize=100`, await caughtUp());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.data as { parent: { text: string } }[]).map((note) => note.parent.text);
  };

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!);
    browser = await launchChromium();
    agency = await stack.as('agency');
    patientId = await registeredPatient(agency, { firstName: 'Olive', lastName: 'Offline' });
    accepted(await agency.post(`/api/patients/${patientId}/assign-caregiver`, { expectedVersion: 0, caregiverId: CAREGIVER_ID }));
    // Due just after midnight on the phone's clock: given now, it is never given before it was due.
    accepted(await agency.post(`/api/patients/${patientId}/medication-orders`, { ...DRUG, routeId: 1, timesOfDay: ['00:05'], startDate: today, endDate: null, instructions: null }), 201);
    for (const [key, title] of [['doneOffline', DONE_OFFLINE], ['changedMeanwhile', CHANGED_MEANWHILE]] as const) {
      task[key] = accepted(await agency.post('/api/tasks', { patientId, title, description: null, dueDate: today, recurrence: null, assigneeId: CAREGIVER_ID }), 201).id;
    }
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('serves the service worker and the web manifest to be asked about again, with their types', async () => {
    const worker = await fetch(`${stack.careledger.url}/sw.js`);
    expect([worker.status, worker.headers.get('cache-control'), worker.headers.get('content-type')]).toEqual([200, 'no-cache', expect.stringMatching(/^(text|application)\/javascript/)]);
    const manifest = await fetch(`${stack.careledger.url}/manifest.webmanifest`);
    expect([manifest.status, manifest.headers.get('cache-control'), manifest.headers.get('content-type')]).toEqual([200, 'no-cache', expect.stringMatching(/^application\/manifest\+json/)]);
    expect(await manifest.json()).toMatchObject({ start_url: '/user/en-us/day', display: 'standalone' });
  });

  it('records a dose and completes a task offline, keeps them through a reload offline, sends each exactly once when the signal returns, and holds a change that conflicts for review', async () => {
    const context: BrowserContext = await browser.newContext({ viewport: PHONE, locale: 'en-US', timezoneId: TIME_ZONE });
    const page: Page = await context.newPage();
    await signInAs(page, stack.careledger.url, 'caregiver');
    await page.waitForURL(/\/user\/en-us\/day$/);
    const doses = page.getByRole('region', { name: 'Medication due' });
    const tasks = page.getByRole('region', { name: 'Tasks due' });
    const dose = doses.getByRole('listitem').filter({ hasText: `${DRUG.drug} ${DRUG.dose}` });
    await dose.getByRole('button', { name: 'Given', exact: true }).waitFor();
    await tasks.getByText(DONE_OFFLINE).waitFor();
    // The worker has kept the shell and taken the page over: a reload offline is served from it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });

    await context.setOffline(true);
    await page.getByText('You are offline.', { exact: false }).waitFor();
    await dose.getByRole('button', { name: 'Given', exact: true }).click();
    await tasks.getByRole('button', { name: `Complete: ${DONE_OFFLINE}` }).click();
    await tasks.getByRole('button', { name: `Complete: ${CHANGED_MEANWHILE}` }).click();
    // And a note draft, from the note types the day read while online.
    await page.getByRole('button', { name: 'Note draft: Olive Offline' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('combobox', { name: /Type/ }).click();
    await page.getByRole('option').first().click();
    await form.getByLabel(/^Text/).fill('Quiet morning; ate all of breakfast.');
    await form.getByRole('button', { name: 'Save as draft' }).click();
    const recorded = page.getByRole('region', { name: 'Recorded on this device' });
    await expect.poll(() => recorded.getByText('Waiting to send').count()).toBe(4);

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'My day' }).waitFor();
    await page.getByText('You are offline.', { exact: false }).waitFor();
    // The day is what the device saved, and says how old it is.
    await tasks.getByText(DONE_OFFLINE).waitFor();
    expect(await tasks.getByRole('status').first().textContent()).toMatch(/^Saved (just now|\d+ minutes? ago)$/);
    await expect.poll(() => recorded.getByText('Waiting to send').count()).toBe(4);
    expect(await dose.textContent()).toContain('Waiting to send');
    await screenshot(page, 'offline-day-waiting');

    // Meanwhile the agency moves the second task to the evening.
    const before = await taskNow(task.changedMeanwhile);
    accepted(await agency.post(`/api/tasks/${task.changedMeanwhile}/reschedule`, { dueDate: today, dueTime: '18:00', expectedVersion: before!.version }));

    await context.setOffline(false);
    const entry = (text: string) => recorded.getByRole('listitem').filter({ hasText: text });
    await expect.poll(() => entry(DRUG.drug).getByText('Accepted').count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => entry(DONE_OFFLINE).getByText('Accepted').count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => entry(CHANGED_MEANWHILE).getByText('Conflict: to review').count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => entry('Note draft').getByText('Accepted').count(), { timeout: 60_000 }).toBe(1);
    // Both versions of the conflict: hers, and the task as it is now.
    expect(await entry(CHANGED_MEANWHILE).textContent()).toContain(`Yours: completed, on version ${before!.version} of the task.`);
    expect(await entry(CHANGED_MEANWHILE).textContent()).toContain(`Now: version ${before!.version + 1}, To do`);
    await screenshot(page, 'offline-day-outcomes');

    // Exactly once, as the API tells: one dose recorded, the task completed by one command; the conflicting one left as the agency made it.
    expect(await dosesRecorded()).toBe(1);
    expect(await taskNow(task.doneOffline)).toMatchObject({ state: TaskState.COMPLETED, version: 1 });
    expect(await taskNow(task.changedMeanwhile)).toMatchObject({ state: TaskState.NOT_COMPLETED, version: before!.version + 1 });
    expect(await draftsOfPatient()).toEqual(['Quiet morning; ate all of breakfast.']);

    // A reload online sends nothing again, and the conflict is still there to review.
    await page.reload();
    await entry(CHANGED_MEANWHILE).getByText('Conflict: to review').waitFor();
    expect(await entry(DONE_OFFLINE).getByText('Accepted').count()).toBe(1);
    await entry(CHANGED_MEANWHILE).getByRole('button', { name: 'Complete it as it is now' }).click();
    await expect.poll(() => entry(CHANGED_MEANWHILE).getByText('Accepted').count(), { timeout: 60_000 }).toBe(1);
    expect(await dosesRecorded()).toBe(1);
    expect(await taskNow(task.doneOffline)).toMatchObject({ state: TaskState.COMPLETED, version: 1 });
    expect(await taskNow(task.changedMeanwhile)).toMatchObject({ state: TaskState.COMPLETED, version: before!.version + 2 });
    await context.close();
  });
});
