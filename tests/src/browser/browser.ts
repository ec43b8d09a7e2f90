import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const screenshotDir = join(import.meta.dirname, '../../../test-results/screenshots');

/** Debian's Chromium, headless, with the flags this machine's closed network needs (ENVIRONMENT.md). */
export const launchChromium = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  mkdirSync(screenshotDir, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
};

/** Collects what the page logs as errors, so a test can require a clean console. */
export const watchConsole = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** The desktop size every journey runs at. */
export const DESKTOP_VIEWPORT = { width: 1366, height: 900 };

export interface WatchedPage {
  browser: Browser;
  page: Page;
  /** What the page has logged as errors so far. */
  consoleErrors: string[];
}

/** A new Chromium with one desktop page in en-US (unless `options` say otherwise), its console watched. */
export const openWatchedPage = async (options: BrowserContextOptions = {}): Promise<WatchedPage> => {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT, locale: 'en-US', ...options });
  return { browser, page, consoleErrors: watchConsole(page) };
};

export const screenshot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
