import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted, registeredPatient } from '../support/command-checks';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { launchChromium, screenshot, watchConsole } from './browser';
import { dayFromToday, requireBuiltConsole, signInAs } from './journey';

const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';
const PHONE = { width: 390, height: 844 };
const TIME_ZONE = 'America/Toronto';

/** Today on the phone's calendar, and its ISO weekday (1 Monday … 7 Sunday). */
const todayIn = (timeZone: string) => {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  return { date, weekday: ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1 };
};

describe("a caregiver's day on a phone", () => {
  let stack: RunningStack;
  let browser: Browser;
  const patient = { firstName: 'Dolores', lastName: 'Dayshift' };

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    browser = await launchChromium();
    // The agency fills a posting with the demo caregiver: its weekly shift falls on today.
    const agency = await stack.as('agency');
    const caregiver = await stack.as('caregiver');
    const today = todayIn(TIME_ZONE);
    const patientId = await registeredPatient(agency, patient);
    const { id } = accepted(
      await agency.post('/api/postings', {
        patientId,
        careServiceId: 3,
        schedule: { days: [today.weekday], startTime: '21:00', endTime: '23:30' },
        startDate: dayFromToday(-2),
        endDate: dayFromToday(30),
        description: 'Evening routine',
      }),
      201,
    );
    // And a task due today, assigned to her.
    accepted(await agency.post('/api/tasks', { patientId, title: 'Refill the pill organiser', description: null, dueDate: today.date, recurrence: null, assigneeId: CAREGIVER_ID }), 201);
    let version = 0;
    for (const [client, action, body] of [
      [agency, 'publish', {}],
      [caregiver, 'apply', {}],
      [agency, 'assign', { caregiverId: CAREGIVER_ID }],
      [agency, 'fill', {}],
    ] as const) version = accepted(await client.post(`/api/postings/${id}/${action}`, { expectedVersion: version, ...body })).version;
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("opens on today's shifts and tasks, by name and in the phone's clock, completes a task and gives a dose in one click each, and goes from a shift to its posting", async () => {
    const page = await browser.newPage({ viewport: PHONE, locale: 'en-US', timezoneId: TIME_ZONE });
    const errors = watchConsole(page);
    await signInAs(page, stack.careledger.url, 'caregiver');
    // A caregiver's first screen is their day.
    await page.waitForURL(/\/user\/en-us\/day$/);
    await page.getByRole('heading', { level: 1, name: 'My day' }).waitFor();
    const shifts = page.getByRole('region', { name: 'Shifts' });
    const shift = shifts.getByRole('link', { name: new RegExp(`${patient.firstName} ${patient.lastName}`) });
    await shift.waitFor();
    expect(await shift.textContent()).toContain('9:00 PM – 11:30 PM');
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'caregiver-day-phone');

    // The next day has no shift of this posting (it runs on one weekday).
    await page.getByRole('link', { name: 'Next day' }).click();
    await expect.poll(() => page.url()).toMatch(/\/day\?date=\d{4}-\d{2}-\d{2}$/);
    await expect.poll(() => shifts.getByRole('link', { name: new RegExp(patient.lastName) }).count()).toBe(0);
    await page.getByRole('link', { name: 'Today' }).click();

    // Today's task is done in one click, and leaves the list.
    const tasks = page.getByRole('region', { name: 'Tasks due' });
    await tasks.getByText('Refill the pill organiser').waitFor();
    expect(await tasks.getByRole('listitem').filter({ hasText: 'Refill the pill organiser' }).textContent()).toContain(`${patient.firstName} ${patient.lastName}`);
    await tasks.getByRole('button', { name: 'Complete: Refill the pill organiser' }).click();
    await page.getByText('“Refill the pill organiser” is completed.').waitFor();
    await expect.poll(() => tasks.getByRole('listitem').filter({ hasText: 'Refill the pill organiser' }).count()).toBe(0);

    // The demo's medication orders make doses due today: one is recorded as given in one click.
    const doses = page.getByRole('region', { name: 'Medication due' });
    const given = { name: 'Given', exact: true };
    await doses.getByRole('button', given).first().waitFor();
    const cards = doses.getByRole('listitem');
    const counts = await Promise.all((await cards.all()).map((card) => card.getByRole('button', given).count()));
    const due = counts.indexOf(1);
    await cards.nth(due).getByRole('button', given).click();
    await doses.getByText('Dose recorded as given.').waitFor();
    // Recorded, the dose shows its outcome instead of the buttons; the list keeps its order.
    await expect.poll(() => cards.nth(due).getByRole('button', given).count()).toBe(0);
    expect(await cards.nth(due).textContent()).toContain('Administered');

    await shift.click();
    await expect.poll(() => page.url()).toMatch(/\/user\/en-us\/postings\/[0-9a-f-]{36}$/);
    await page.getByText(`${patient.firstName} ${patient.lastName}`).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
