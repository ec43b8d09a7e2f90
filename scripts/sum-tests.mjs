#!/usr/bin/env node
// Adds up the vitest reports of this run into the one closing line CI is judged by.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countsOf, failedLines, failedNames, skippedLines, skippedNeeds, summaryLine } from './vitest-report.mjs';

const reportDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results');
const total = { passed: 0, failed: 0, skipped: 0, brokenFiles: 0 };
const needs = [];
const failed = [];
const root = join(reportDir, '..');
for (const file of existsSync(reportDir) ? readdirSync(reportDir).filter((name) => /^vitest-.*\.json$/.test(name)) : []) {
  const json = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
  const counts = countsOf(json);
  for (const key of Object.keys(total)) total[key] += counts[key];
  for (const title of skippedNeeds(json)) if (!needs.includes(title)) needs.push(title);
  failed.push(...failedNames(json, root));
}
console.log(`\n${[...skippedLines(needs), ...failedLines(failed), summaryLine('total', total)].join('\n')}`);
