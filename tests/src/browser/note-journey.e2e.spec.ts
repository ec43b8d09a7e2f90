/// <reference lib="dom" />
// The page functions below run in the browser.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { openWatchedPage, screenshot } from './browser';

const consoleIndex = join(import.meta.dirname, '../../../console/dist/index.html');
const today = (): string => new Date().toISOString().slice(0, 10);
const BODY = 'Slept well overnight. Ate breakfast at eight.';

/** Selects `word` (or, with `caretAfter`, puts the caret right after it) in the rendered note, as a reader's mouse would. */
const selectInNote = (page: Page, word: string, caretAfter = false) =>
  page.evaluate(
    ({ word, caretAfter }) => {
      const segment = Array.from(document.querySelectorAll('[data-testid="note-text"] [data-offset]')).find((element) => element.textContent?.includes(word));
      const text = segment?.firstChild;
      if (!text) throw new Error(`No "${word}" in the note`);
      const start = (text.textContent ?? '').indexOf(word);
      const range = document.createRange();
      range.setStart(text, caretAfter ? start + word.length : start);
      range.setEnd(text, start + word.length);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    },
    { word, caretAfter },
  );

describe('an administrator corrects a published note of a demo patient by striking and inserting text, then reads its logs', () => {
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let patientId: string;
  let noteId: string;

  beforeAll(async () => {
    if (!existsSync(consoleIndex)) throw new Error('The console is not built: run `npm run build:console` first.');
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    const admin = await stack.as('admin');
    const patients = await admin.get('/api/patients?pageSize=1');
    patientId = patients.body.data[0].id;
    // A published note of known text on a demo patient: the demo notes may already carry marks.
    const created = await admin.post('/api/notes', { patientId, noteTypeId: 1, dateOfService: today(), body: BODY, visibility: 3, isDraft: false });
    expect(created.status).toBe(201);
    noteId = created.body.id;

    ({ browser, page, consoleErrors } = await openWatchedPage());
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("signs the administrator in onto the patient's published notes and opens the note", async () => {
    await page.goto(`${stack.careledger.url}/en-us/login?next=${encodeURIComponent(`/user/en-us/notes?patientId=${patientId}`)}`);
    await page.getByLabel('Email').fill('admin@demo.careledger');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/user\/en-us\/notes\?patientId=/);
    const row = page.locator('.MuiDataGrid-row').filter({ hasText: 'Slept well overnight' });
    await row.waitFor();
    await screenshot(page, 'notes-grid');
    await row.click();
    await page.waitForURL(new RegExp(`/notes/${noteId}$`));
    await expect.poll(() => page.getByTestId('note-status').textContent()).toBe('Published');
    await page.getByTestId('note-text').getByText(BODY).waitFor();
  });

  it('strikes a selected word, and the note shows it struck with who and when', async () => {
    await selectInNote(page, 'breakfast');
    await expect.poll(() => page.getByTestId('strike-preview').textContent()).toBe('To strike: “breakfast”');
    await page.getByRole('button', { name: 'Strike', exact: true }).click();
    const struck = page.locator('[data-testid="note-text"] del', { hasText: 'breakfast' });
    await struck.waitFor();
    expect(await struck.getAttribute('title')).toMatch(/^Struck by .+ on .+\(written by .+\)$/);
    await screenshot(page, 'note-struck');
  });

  it('inserts text at the caret, and both marks show', async () => {
    await selectInNote(page, 'Slept', true);
    await expect.poll(() => page.getByLabel('At position').inputValue()).toBe('5');
    await page.getByLabel('Text to insert').fill(' soundly');
    await page.getByRole('button', { name: 'Insert', exact: true }).click();
    const inserted = page.locator('[data-testid="note-text"] ins', { hasText: 'soundly' });
    await inserted.waitFor();
    expect(await inserted.getAttribute('title')).toMatch(/^Inserted by .+ on .+$/);
    expect(await page.locator('[data-testid="note-text"] del', { hasText: 'breakfast' }).count()).toBe(1);
    expect(await page.getByTestId('note-text').locator('p').first().textContent()).toBe('Slept soundly well overnight. Ate breakfast at eight.');
    await screenshot(page, 'note-struck-and-inserted');
  });

  it('reviews notes across patients from the navigation, narrows to one patient by name and to amended notes', async () => {
    const { rows } = await stack.careledger.db.query<{ name: string }>("SELECT first_name || ' ' || last_name AS name FROM patients WHERE id = $1", [patientId]);
    const patientName = rows[0]?.name ?? '';
    await page.getByRole('link', { name: 'Notes', exact: true }).click();
    await page.waitForURL(/\/user\/en-us\/notes$/);
    const grid = page.getByRole('grid', { name: 'Published' });
    await grid.locator('.MuiDataGrid-row').first().waitFor();
    // Notes of more than one patient, each by its patient's name.
    const { rows: named } = await stack.careledger.db.query<{ n: number | string }>(
      "SELECT count(DISTINCT patient_id) AS n FROM notes WHERE kind = 'patient' AND status = 'published'",
    );
    expect(Number(named[0]?.n)).toBeGreaterThan(1);
    await screenshot(page, 'notes-inbox');

    await page.getByRole('combobox', { name: 'Patient' }).fill(patientName.split(' ')[0] ?? '');
    await page.getByRole('option', { name: new RegExp(`^${patientName}`) }).first().click();
    await expect.poll(() => page.url()).toContain(`patientId=${patientId}`);
    await expect.poll(async () => (await grid.locator('.MuiDataGrid-row').allTextContents()).every((text) => text.includes(patientName))).toBe(true);
    const ours = grid.locator('.MuiDataGrid-row').filter({ hasText: 'Slept soundly' });
    await ours.waitFor();

    // Only amended notes: ours, once something is appended to it.
    await page.getByRole('checkbox', { name: 'Only notes with appended notes' }).click();
    await expect.poll(() => page.url()).toContain('amended=1');
    await expect.poll(() => ours.count()).toBe(0);
    const admin = await stack.as('admin');
    const { version } = (await admin.get(`/api/notes/${noteId}`)).body as { version: number };
    expect((await admin.post(`/api/notes/${noteId}/append`, { expectedVersion: version, appendedNoteId: randomUUID(), body: 'Family informed.' })).status).toBe(200);
    await page.reload();
    await expect.poll(() => ours.count()).toBe(1);
  });

  it('reads the edit log and the view log, with a console free of errors', async () => {
    await page.goto(`${stack.careledger.url}/user/en-us/notes/${noteId}`);
    await page.getByTestId('note-text').waitFor();
    await page.getByRole('tab', { name: 'Edit log' }).click();
    const editLog = page.getByRole('table', { name: 'Edit log' });
    await editLog.getByText('Inserted “ soundly” at position 5').waitFor();
    await editLog.getByText('Struck positions 26 to 35').waitFor();
    await editLog.getByText('Written and published').waitFor();
    await screenshot(page, 'note-edit-log');

    await page.getByRole('tab', { name: 'View log' }).click();
    const viewLog = page.getByRole('table', { name: 'View log' });
    await viewLog.getByRole('cell', { name: 'Administrator' }).first().waitFor();
    await screenshot(page, 'note-view-log');
    expect(consoleErrors).toEqual([]);
  });
});
