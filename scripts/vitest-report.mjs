// What one vitest JSON report says, counted the same way by every summary line.

/** Passed, failed and skipped tests, and the files that failed outside any test (a hook): their tests read as skipped. */
export const countsOf = (json) => ({
  passed: json.numPassedTests,
  failed: json.numFailedTests,
  skipped: json.numPendingTests + json.numTodoTests,
  brokenFiles: json.testResults.filter((file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed')).length,
});

const NEEDS = ' — needs ';
const NOT_RUN = new Set(['skipped', 'pending', 'todo']);

/**
 * The suites skipped for want of something this machine lacks: each skipped test's nearest title
 * (its describe block's, or its own) that reads "... — needs SETTING (why)", once each, in the
 * order met. Such suites run wherever the setting is given (EVENTSTORE_URL, MONGODB_URL ...).
 */
export const skippedNeeds = (json) => {
  const titles = [];
  for (const file of json.testResults) {
    for (const test of file.assertionResults) {
      if (!NOT_RUN.has(test.status)) continue;
      const title = [test.title, ...[...test.ancestorTitles].reverse()].find((candidate) => candidate.includes(NEEDS));
      if (title !== undefined && !titles.includes(title)) titles.push(title);
    }
  }
  return titles;
};

/**
 * The tests that failed, and the files that failed outside any test, as "path > describe > test":
 * printed beside the summary line, so the tail of a run names what to look at.
 */
export const failedNames = (json, root) => {
  const names = [];
  const relative = (path) => (path.startsWith(root) ? path.slice(root.length + 1) : path);
  for (const file of json.testResults) {
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) names.push([relative(file.name), ...test.ancestorTitles, test.title].join(' > '));
    if (file.status === 'failed' && failedTests.length === 0) names.push(`${relative(file.name)} (outside any test: ${firstLine(file.message)})`);
  }
  return names;
};

const firstLine = (message) => (message ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 200) ?? 'no message';

/** One line per name `failedNames` found. */
export const failedLines = (names) => names.map((name) => `failed: ${name}`);

/** One line per suite `skippedNeeds` found, printed just before the summary line. */
export const skippedLines = (titles) => titles.map((title) => `skipped: ${title}`);

export const summaryLine = (label, counts) =>
  `${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${counts.brokenFiles ? `, ${counts.brokenFiles} files failed outside a test` : ''}`;
