#!/usr/bin/env node
// Adds up the vitest reports of this run into the one closing line CI is judged by.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const reportDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results');
const total = { passed: 0, failed: 0, skipped: 0, brokenFiles: 0 };
for (const file of existsSync(reportDir) ? readdirSync(reportDir).filter((name) => /^vitest-.*\.json$/.test(name)) : []) {
  const json = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
  total.passed += json.numPassedTests;
  total.failed += json.numFailedTests;
  total.skipped += json.numPendingTests + json.numTodoTests;
  // A file that failed in a hook (its tests skipped) is a failure too.
  total.brokenFiles += json.testResults.filter((result) => result.status === 'failed' && result.assertionResults.every((test) => test.status !== 'failed')).length;
}
console.log(`\ntotal: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped${total.brokenFiles ? `, ${total.brokenFiles} files failed outside a test` : ''}`);
