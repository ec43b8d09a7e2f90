import type { Page } from 'playwright-core';

/** What has focus: its tag, its text, whether it is inside (or is) the page's main, and its outline. */
export interface Focused {
  tag: string;
  text: string;
  inMain: boolean;
  /** Its outline's style and width, e.g. "solid 3px". */
  outline: string;
  /** Whether it shows within the viewport (a skip link hidden until focused must come into view). */
  inView: boolean;
}

export const focused = (page: Page): Promise<Focused | null> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (element === null || element === document.body) return null;
    const box = element.getBoundingClientRect();
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.textContent ?? '').trim(),
      inMain: element.closest('main') !== null,
      outline: `${getComputedStyle(element).outlineStyle} ${getComputedStyle(element).outlineWidth}`,
      inView: box.bottom > 0 && box.top < window.innerHeight && box.width > 0,
    };
  });
