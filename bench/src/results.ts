import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
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

/** The cores and their model, as every section names the machine. */
export const processorOf = (): string => `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'})`;

/** The processor, the memory and Node. */
export const machineOf = (): string => `${processorOf()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/** The day and the machine, as a section measured on its own states them. */
export const measuredOn = (day = new Date()): string => `_Measured on ${day.toISOString().slice(0, 10)}: ${machineOf()}._`;

/** The section with `stamp` as its first line under the heading. */
export const stampSection = (section: string, stamp: string): string => {
  const trimmed = section.trim();
  const headingEnd = trimmed.indexOf('\n');
  return headingEnd === -1 ? `${trimmed}\n\n${stamp}\n` : `${trimmed.slice(0, headingEnd)}\n\n${stamp}${trimmed.slice(headingEnd)}\n`;
};

/**
 * A part run on its own updates only its own table, stamped with the day and machine: the
 * sections of one file can come from different runs and machines, and the figures of one are
 * compared only with the baselines beside them.
 */
export const writeResultsSection = (headingStart: string, section: string): void => {
  const results = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
  writeFileSync(resultsFile, replaceSection(results, headingStart, stampSection(section, measuredOn())));
};
