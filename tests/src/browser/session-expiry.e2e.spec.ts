/// <reference lib="dom" />
// The page functions below run in the browser.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, launchChromium, screenshot } from './browser';
import { requireBuiltConsole, signInAs } from './journey';
import { messagesOf, text } from './locale-messages';

/**
 * SPEC.md section 8 reloads the page on a 419. A session that stays ended answers 419 after the
 * reload too: the page must not reload again within the minute, and must say to sign in again.
 */
describe('a session that has ended for good', () => {
  let stack: RunningStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let base: string;
  /** Document loads of the page, whoever asked for them. */
  let loads = 0;

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!);
    base = stack.careledger.url;
    browser = await launchChromium();
    context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: 'en-US' });
    // The page's own clock, so a minute can pass without waiting for it.
    await context.clock.install();
    page = await context.newPage();
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const noticeNamed = async () => page.getByRole('dialog', { name: text(await messagesOf('en-US', 'common'), 'errors.sessionEnded') });

  /** Loads the page as the user would (F5), then lets it do what it does about the 419 for a few seconds. */
  const reloadAndSettle = async (): Promise<number> => {
    const before = loads;
    await page.reload();
    await (await noticeNamed()).waitFor({ timeout: 30_000 });
    // Time for any further reload to show up.
    await page.waitForTimeout(3_000);
    return loads - before - 1;
  };

  it('reloads once, then asks to sign in again, and reloads no more within the minute', async () => {
    await signInAs(page, base, 'caregiver');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Every session of the caregiver ends, server side: each of their calls now answers 419.
    await stack.careledger.db.query(`DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = 'caregiver@demo.careledger')`);

    expect(await reloadAndSettle(), 'reloads after the one the user made').toBe(1);
    const notice = await noticeNamed();
    const signIn = notice.getByRole('link', { name: text(await messagesOf('en-US', 'common'), 'auth.signIn') });
    expect(await signIn.getAttribute('href')).toBe(`/en-us/login?next=${encodeURIComponent('/user/en-us/day')}`);
    await screenshot(page, 'session-ended');

    // Half a minute on, the user tries again: still no reload of the page's own.
    await page.clock.fastForward('00:30');
    expect(await reloadAndSettle()).toBe(0);
  });

  it('may reload once more a minute after the last reload, and then signs in again from the notice', async () => {
    await page.clock.fastForward('00:31');
    expect(await reloadAndSettle()).toBe(1);

    const auth = await messagesOf('en-US', 'auth');
    await (await noticeNamed()).getByRole('link').click();
    await page.getByLabel(text(auth, 'email')).fill('caregiver@demo.careledger');
    await page.getByLabel(text(auth, 'password')).fill('demo-password');
    await page.getByRole('button', { name: text(auth, 'submit') }).click();
    await page.waitForURL(/\/user\/en-us\/day$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await (await noticeNamed()).count()).toBe(0);
  });
});
