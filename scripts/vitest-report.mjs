// Reads vitest's JSON report for npm test's summary.
import path from 'node:path';

/**
 * Counts a vitest JSON report: tests passed, failed and skipped, and the files that failed.
 * A file fails without a failed test when a hook times out or it does not load (its tests
 * then count as skipped), so a run is only green when no file failed and some test ran.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it removes
const COLOURS = /\u001b\[[0-9;]*m/g;
/** What a failed browser test's pages showed (e2e/support/on-failure.ts): kept whole, after the first lines. */
export const PAGES_AT_FAILURE = 'Pages at failure:';
/** The first lines of an error, without colour codes: enough to tell what broke. */
const firstLines = (message, lines = 3) => {
  const all = String(message ?? '')
    .replace(COLOURS, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const first = all.slice(0, lines).join(' / ').slice(0, 400);
  // Why Playwright kept retrying (the element not enabled, another over it), then what the pages showed.
  const why = all.findLast((line) => /^- element is not |intercepts pointer events/.test(line));
  const pages = all.find((line) => line.startsWith(PAGES_AT_FAILURE));
  return [first, why, pages?.slice(0, 1200)].filter(Boolean).join(' / ');
};

/**
 * Why each failed test (or file, when a hook or the import failed) failed, a line each: the
 * summary at the end of a long run is what a reader of CI sees first.
 */
function failuresOf(report, root) {
  const failures = [];
  for (const file of report.testResults) {
    const name = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${name} › ${test.fullName ?? test.title}: ${firstLines(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(`${name}: ${firstLines(file.message) || 'failed outside its tests'}`);
  }
  return failures;
}

export function summarise(report, root = process.cwd()) {
  const failedFiles = report.testResults
    .filter((file) => file.status === 'failed')
    .map((file) => path.relative(root, file.name));
  const counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    files: report.testResults.length,
    failedFiles,
    failures: failuresOf(report, root),
  };
  const ok = report.numTotalTests > 0 && counts.failed === 0 && failedFiles.length === 0;
  let note = `${counts.files} files, ${counts.passed} passed, ${counts.failed} failed`;
  if (report.numTotalTests === 0) note = 'no tests ran';
  else if (failedFiles.length > 0) note += `; ${failedFiles.length} files failed: ${failedFiles.join(', ')}`;
  return { ...counts, ok, note };
}
