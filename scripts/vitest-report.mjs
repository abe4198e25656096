// Reads vitest's JSON report for npm test's summary.
import path from 'node:path';

/**
 * Counts a vitest JSON report: tests passed, failed and skipped, and the files that failed.
 * A file fails without a failed test when a hook times out or it does not load (its tests
 * then count as skipped), so a run is only green when no file failed and some test ran.
 */
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
  };
  const ok = report.numTotalTests > 0 && counts.failed === 0 && failedFiles.length === 0;
  let note = `${counts.files} files, ${counts.passed} passed, ${counts.failed} failed`;
  if (report.numTotalTests === 0) note = 'no tests ran';
  else if (failedFiles.length > 0) note += `; ${failedFiles.length} files failed: ${failedFiles.join(', ')}`;
  return { ...counts, ok, note };
}
