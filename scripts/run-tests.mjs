#!/usr/bin/env node
// Runs vitest projects and closes with one plain summary line ("tests: N passed, N failed, N skipped",
// plus the files that failed outside any test, e.g. in a beforeAll),
// so a run that executed no test is visible to whoever reads the last line. Just before it, one
// "skipped: ..." line per suite skipped for want of a setting ("... — needs EVENTSTORE_URL (...)").
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countsOf, failedLines, failedNames, skippedLines, skippedNeeds, summaryLine } from './vitest-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const projects = process.argv.slice(2);
if (projects.length === 0) {
  console.error('usage: run-tests.mjs <vitest project> [...]');
  process.exit(2);
}
const reportDir = join(root, 'test-results');
mkdirSync(reportDir, { recursive: true });
const report = join(reportDir, `vitest-${projects.join('-')}.json`);
rmSync(report, { force: true });

const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });

let summary = { passed: 0, failed: 0, skipped: 0, brokenFiles: 0 };
let needs = [];
let failed = [];
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  summary = countsOf(json);
  needs = skippedNeeds(json);
  failed = failedNames(json, root);
} catch {
  summary.failed = Math.max(1, summary.failed);
}
console.log(`\n${[...skippedLines(needs), ...failedLines(failed), summaryLine('tests', summary)].join('\n')}`);
process.exit(result.status === 0 && summary.failed === 0 && !summary.brokenFiles && summary.passed > 0 ? 0 : 1);
