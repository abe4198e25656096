import { beforeEach } from 'vitest';
import { PAGES_AT_FAILURE } from '../../scripts/vitest-report.mjs';
import { describeOpenPages } from './browser';

/**
 * A failed browser test says what each of its pages showed at that moment and which requests were still
 * under way: a timeout in CI on another machine is otherwise only "waiting for locator(…)".
 */
beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const pages = await describeOpenPages();
    const error = task.result?.errors?.[0];
    if (!error || pages.length === 0) return;
    const line = `${PAGES_AT_FAILURE} ${pages.join(' ‖ ')}`;
    // The console shows the message; the JSON report (CI's summary) the stack.
    error.message = `${error.message}\n${line}`;
    if (error.stack) error.stack = `${error.stack}\n${line}`;
  });
});
