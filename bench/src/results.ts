import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const resultsFile = join(import.meta.dirname, '../RESULTS.md');

export const writeResults = (markdown: string): void => writeFileSync(resultsFile, markdown);

/**
 * Replaces the section whose heading starts with `headingStart` (or adds it at the end), leaving
 * the other benchmarks' figures as they are: a part run on its own updates only its own table.
 */
export const writeResultsSection = (headingStart: string, section: string): void => {
  const results = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
  const start = results.indexOf(`\n${headingStart}`);
  if (start === -1) {
    writeFileSync(resultsFile, `${results.trimEnd()}\n\n${section.trim()}\n`);
    return;
  }
  const next = results.indexOf('\n## ', start + headingStart.length + 1);
  const rest = next === -1 ? '' : `\n${results.slice(next)}`;
  writeFileSync(resultsFile, `${results.slice(0, start)}\n${section.trim()}\n${rest}`);
};
