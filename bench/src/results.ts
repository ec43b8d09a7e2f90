import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const resultsFile = join(import.meta.dirname, '../RESULTS.md');

export const writeResults = (markdown: string): void => writeFileSync(resultsFile, markdown);

/**
 * The results with the section whose heading starts with `headingStart` replaced by `section`
 * (or added at the end), the other benchmarks' figures left as they are.
 */
export const replaceSection = (results: string, headingStart: string, section: string): string => {
  const start = results.indexOf(`\n${headingStart}`);
  if (start === -1) return `${results.trimEnd()}\n\n${section.trim()}\n`;
  const next = results.indexOf('\n## ', start + headingStart.length + 1);
  const rest = next === -1 ? '' : `\n${results.slice(next)}`;
  return `${results.slice(0, start)}\n${section.trim()}\n${rest}`;
};

/** A part run on its own updates only its own table. */
export const writeResultsSection = (headingStart: string, section: string): void => {
  const results = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
  writeFileSync(resultsFile, replaceSection(results, headingStart, section));
};
