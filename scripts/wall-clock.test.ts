import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './test-files.ts';

/**
 * The tests (and their helpers) read the app's clock (`@chairside/domain`'s `now`,
 * `today`…), which a run of a fixed day moves (TEST_TODAY); one that read the wall clock would
 * test the real day whatever the clock matrix asked. Timing a wait uses `performance.now()`.
 */
const WALL_CLOCK = /new Date\(\)|Date\.now\(\)|dayjs\(\)/;
/** The clock itself: the one place that reads the real time. */
const ALLOWED = new Set(['packages/domain/src/clock.ts']);

/**
 * The server's SQL reads the clinic's clock (`app_now()`, `app_today()`), which a run of a fixed day moves
 * through the session's settings; these read the database server's own: `age(x)` is `age(current_date, x)`.
 * (`now()` is also JavaScript's, so it is left to review and to the clock matrix.)
 */
const DATABASE_CLOCK = /\bcurrent_date\b|\bcurrent_timestamp\b|\blocaltime(stamp)?\b|\bage\(\s*[^,()]+\)/i;
const isComment = (line: string) => /^\s*(\/\/|\/?\*)/.test(line);

const isTestCode = (file: string) =>
  file.endsWith('.test.ts') || file.endsWith('.spec.ts') || file.includes('/src/test/') || file.startsWith('e2e/');

describe('the tests’ clock', () => {
  it('no test (unit, API or browser), nor a helper of theirs, reads the wall clock', () => {
    const readers = sourceFiles(['packages', 'apps', 'scripts', 'e2e'])
      .filter((file) => isTestCode(file) && !ALLOWED.has(file))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (WALL_CLOCK.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(readers).toEqual([]);
  });

  it('no statement of the server reads the database server’s date', () => {
    const readers = sourceFiles(['apps/server/src'])
      .filter((file) => !isTestCode(file))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            !isComment(line) && DATABASE_CLOCK.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(readers).toEqual([]);
  });
});
