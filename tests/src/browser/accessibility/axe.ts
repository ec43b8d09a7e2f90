import { AxeBuilder } from '@axe-core/playwright';
import type { NodeResult, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 levels A and AA: what the console promises (issue 24). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What axe reports for a colour-contrast node: the figures that make a failure readable. */
interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
  fontSize?: string;
  fontWeight?: string;
}

const contrastOf = (node: NodeResult): string => {
  const data = node.any.find((check) => check.id === 'color-contrast' || check.id === 'color-contrast-enhanced')?.data as ContrastData | undefined;
  if (data?.contrastRatio === undefined) return '';
  return ` — ${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1, needs ${data.expectedContrastRatio} (${data.fontSize} ${data.fontWeight})`;
};

const describeNode = (node: NodeResult): string => {
  const why = node.failureSummary?.split('\n').slice(1).map((line) => line.trim()).filter(Boolean).join('; ') ?? '';
  return `    ${node.target.join(' ')}${contrastOf(node)}\n      ${why}\n      ${node.html.slice(0, 200)}`;
};

/** One line per violation and one per element it found, with the contrast figures where there are some. */
export const describeViolations = (screen: string, violations: readonly Result[]): string[] =>
  violations.map((violation) => `${screen}: ${violation.id} (${violation.impact ?? 'no impact'}) ${violation.help}\n${violation.nodes.map(describeNode).join('\n')}`);

/** Every WCAG 2.1 AA violation axe finds on the page as it stands, described for a failure message. */
export const auditPage = async (page: Page, screen: string): Promise<string[]> => {
  // A control that has just become enabled fades to its colour over 250 ms; axe reading it mid-fade
  // reports a blend of the two. The audit waits until every finite animation and transition has ended
  // (a spinner or skeleton pulse runs forever and is left out).
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    // Every 100 ms, not every frame: the check itself should not load a busy machine.
    { polling: 100 },
  );
  // Only violations are read: axe then stops collecting every passing node, its longest part on a grid of rows.
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).options({ resultTypes: ['violations'] }).analyze();
  return describeViolations(screen, results.violations);
};
