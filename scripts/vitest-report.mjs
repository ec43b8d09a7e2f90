// What one vitest JSON report says, counted the same way by every summary line.

/** Passed, failed and skipped tests, and the files that failed outside any test (a hook): their tests read as skipped. */
export const countsOf = (json) => ({
  passed: json.numPassedTests,
  failed: json.numFailedTests,
  skipped: json.numPendingTests + json.numTodoTests,
  brokenFiles: json.testResults.filter((file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed')).length,
});

export const summaryLine = (label, counts) =>
  `${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${counts.brokenFiles ? `, ${counts.brokenFiles} files failed outside a test` : ''}`;
