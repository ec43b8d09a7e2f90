import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { LOCALES, type LocaleSegment } from '../../../console/src/i18n/locales';
import { messagesOf, text } from './locale-messages';

const consoleIndex = join(import.meta.dirname, '../../../console/dist/index.html');

export const requireBuiltConsole = (): void => {
  if (!existsSync(consoleIndex)) throw new Error('The console is not built: run `npm run build:console` first.');
};

export const tagOfSegment = (segment: LocaleSegment) => LOCALES.find((locale) => locale.segment === segment)?.tag ?? 'en-US';

/**
 * Signs a demo user in through `/<locale>/login`, finding the fields by the labels of that
 * locale's sign-in texts, and waits for the signed-in area.
 */
export const signInAs = async (page: Page, baseUrl: string, slug: string, segment: LocaleSegment = 'en-us'): Promise<void> => {
  const auth = await messagesOf(tagOfSegment(segment), 'auth');
  await page.goto(`${baseUrl}/${segment}/login`);
  await page.getByLabel(text(auth, 'email')).fill(`${slug}@demo.careledger`);
  await page.getByLabel(text(auth, 'password')).fill('demo-password');
  await page.getByRole('button', { name: text(auth, 'submit') }).click();
  await page.waitForURL(new RegExp(`/user/${segment}/`));
};

/** The first eight characters of an id, as the console's grids show it. */
export const shortId = (id: string): string => id.slice(0, 8);

/** YYYY-MM-DD, `days` from today (UTC). */
export const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
