import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, launchChromium, screenshot, watchConsole } from './browser';
import { requireBuiltConsole, signInAs } from './journey';

const CAREGIVER_ID = '00000000-0000-4000-8000-000000000009';

interface ListedNote {
  id: string;
  status: string;
  author: { id: string; name: string | null };
  parent: { segments: { text: string }[] };
}

describe('a caregiver opens, from the notes inbox, a note someone else wrote on a patient of their care team', () => {
  let stack: RunningStack;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];
  let othersNote: ListedNote;

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    const caregiver = await stack.as('caregiver');
    const notes = await caregiver.get('/api/notes?pageSize=100');
    const found = (notes.body.data as ListedNote[]).find((note) => note.status === 'published' && note.author.id !== CAREGIVER_ID);
    expect(found).toBeDefined();
    othersNote = found!;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    consoleErrors = watchConsole(page);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('reads its text, told once why it cannot change it, with no empty editor', async () => {
    await signInAs(page, stack.careledger.url, 'caregiver');
    await page.goto(`${stack.careledger.url}/user/en-us/notes`);
    await page.locator(`.MuiDataGrid-row[data-id="${othersNote.id}"]`).click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`/user/en-us/notes/${othersNote.id}$`));
    await expect.poll(() => page.getByTestId('note-status').textContent()).toBe('Published');

    // Every segment shows, struck text included (marked, not removed).
    expect(await page.getByTestId('note-text').getByLabel('Parent note', { exact: true }).textContent()).toBe(othersNote.parent.segments.map((segment) => segment.text).join(''));
    expect(await page.getByTestId('note-read-only').textContent()).toBe(
      'Published notes are amended, not edited: only the author of a part, or an administrator, strikes or inserts text in it. To add to it, append a note.',
    );
    expect(await page.getByRole('main').getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
    await screenshot(page, 'note-read-only');
  });

  it('writes an appended note only once they ask to', async () => {
    await page.getByRole('button', { name: 'Append a note' }).click();
    await page.getByRole('textbox', { name: 'Appended note' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('main').getByRole('textbox').count()).toBe(0);
  });

  it('keeps a clean console', () => {
    expect(consoleErrors).toEqual([]);
  });
});
