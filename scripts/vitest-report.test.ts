import { describe, expect, it } from 'vitest';
import { summarise } from './vitest-report.mjs';

const file = (name: string, status: string) => ({ name: `/repo/${name}`, status });
const report = (over: object) => ({
  numTotalTests: 3,
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [file('a.int.test.ts', 'passed')],
  ...over,
});

describe("npm test's summary of a vitest report", () => {
  it('passes a run whose files all passed', () => {
    expect(summarise(report({}), '/repo')).toMatchObject({ ok: true, passed: 3, files: 1, failedFiles: [] });
  });

  it('fails a run whose files failed in a hook although no test failed (their tests count as skipped)', () => {
    const r = summarise(
      report({
        numTotalTests: 40,
        numPassedTests: 3,
        numPendingTests: 37,
        testResults: [
          file('a.int.test.ts', 'passed'),
          file('b.int.test.ts', 'failed'),
          file('c.int.test.ts', 'failed'),
        ],
      }),
      '/repo',
    );
    expect(r).toMatchObject({ ok: false, failed: 0, skipped: 37, files: 3 });
    expect(r.failedFiles).toEqual(['b.int.test.ts', 'c.int.test.ts']);
    expect(r.note).toBe('3 files, 3 passed, 0 failed; 2 files failed: b.int.test.ts, c.int.test.ts');
  });

  it('fails a run with a failed test, and one where no test ran', () => {
    expect(summarise(report({ numPassedTests: 2, numFailedTests: 1 }), '/repo').ok).toBe(false);
    const none = summarise(report({ numTotalTests: 0, numPassedTests: 0, testResults: [] }), '/repo');
    expect(none).toMatchObject({ ok: false, note: 'no tests ran' });
  });

  it('says why each test failed, in its first lines without colours, and why a file failed without one', () => {
    const r = summarise(
      report({
        numPassedTests: 1,
        numFailedTests: 1,
        testResults: [
          {
            ...file('e2e/a.spec.ts', 'failed'),
            assertionResults: [
              { title: 'ok', fullName: 'a ok', status: 'passed' },
              {
                title: 'saves',
                fullName: 'a saves',
                status: 'failed',
                failureMessages: [
                  '\u001b[31mTimeoutError: locator.click: Timeout 30000ms exceeded.\u001b[39m\n\nCall log:\n  - waiting for button\n  - more',
                ],
              },
            ],
          },
          { ...file('b.int.test.ts', 'failed'), message: 'Hook timed out in 10000ms.', assertionResults: [] },
        ],
      }),
      '/repo',
    );
    expect(r.failures).toEqual([
      'e2e/a.spec.ts › a saves: TimeoutError: locator.click: Timeout 30000ms exceeded. / Call log: / - waiting for button',
      'b.int.test.ts: Hook timed out in 10000ms.',
    ]);
  });

  it("keeps a browser test's pages at the failure after its first lines, however far down the message they are", () => {
    const pages = 'Pages at failure: /billing: heading: Patient Billing and Invoices; requests under way: none';
    const r = summarise(
      report({
        numPassedTests: 0,
        numFailedTests: 1,
        testResults: [
          {
            ...file('e2e/b.spec.ts', 'failed'),
            assertionResults: [
              {
                title: 'bills',
                fullName: 'b bills',
                status: 'failed',
                failureMessages: [
                  `locator.click: Timeout\nCall log:\n  - waiting\n  - resolved\n    - element is not enabled\n  at x.ts:1\n${pages}`,
                ],
              },
            ],
          },
        ],
      }),
      '/repo',
    );
    expect(r.failures).toEqual([
      `e2e/b.spec.ts › b bills: locator.click: Timeout / Call log: / - waiting / - element is not enabled / ${pages}`,
    ]);
  });
});
