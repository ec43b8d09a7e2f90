import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A screen to audit: what to call it in a failure, and its path from the site's root. */
export interface Screen {
  name: string;
  path: string;
}

/** What still loads on the page: a progress indicator, a skeleton, or a data grid with neither rows nor its empty state. */
const stillLoading = (): string[] => {
  const visible = (element: Element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed';
  const found: string[] = [];
  for (const element of Array.from(document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root'))) {
    if (visible(element)) found.push(element.getAttribute('aria-label') ?? element.className);
  }
  for (const grid of Array.from(document.querySelectorAll('.MuiDataGrid-root'))) {
    if (!visible(grid)) continue;
    if (grid.querySelector('.MuiDataGrid-row, .MuiDataGrid-overlay, .MuiDataGrid-overlayWrapper') === null) {
      const name = grid.getAttribute('aria-label') ?? grid.querySelector('[role="grid"]')?.getAttribute('aria-label') ?? '';
      found.push(`grid "${name}" ${grid.getBoundingClientRect().height}px high`);
    }
  }
  return found.map((what) => `${location.pathname}: ${what}`);
};

/** Waits until the screen shows its h1 and has finished loading what it shows. */
export const waitForScreen = async (page: Page): Promise<void> => {
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(stillLoading), { timeout: 30_000, interval: 200 }).toEqual([]);
  // Chips and grids fade in: axe must see their final colours.
  await page.waitForTimeout(400);
};

/** Each link of the signed-in navigation, as a screen by its label and path. */
export const navigationScreens = async (page: Page, label: string): Promise<Screen[]> => {
  const links = page.getByRole('navigation', { name: label, exact: true }).getByRole('link');
  await links.first().waitFor();
  const screens: Screen[] = [];
  for (const link of await links.all()) {
    const path = await link.getAttribute('href');
    if (path !== null) screens.push({ name: (await link.textContent()) ?? path, path });
  }
  return screens;
};
