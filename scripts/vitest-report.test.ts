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
});
