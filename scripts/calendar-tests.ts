import fs from 'node:fs';
import { sourceFiles } from './test-files.ts';

/**
 * A test reads the calendar when it calls one of these (itself, not through the server). `performance.now()`
 * times a wait and is no calendar: it put the PDF threads' test on every fixed day (57 s of the step's files).
 */
const READS_CALENDAR =
  /\b(today|todayUtc|dayFrom|app_today|weekDayOf|localDate|monthOf|yearsAgo|addDays)\(|(?<!performance\.)\bnow\(\)|dayjs\(\)/;

/**
 * A file that reads the calendar only to have a date to hang its records on, and whose subject is
 * something else, says so with a comment `clock matrix: incidental (why)`; it runs on the real day only.
 */
const INCIDENTAL = /clock matrix: incidental/;

const calendarTests = sourceFiles(['packages', 'apps', 'scripts'])
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return READS_CALENDAR.test(text) && !INCIDENTAL.test(text);
  });

/** The unit test files that read the calendar: the clock matrix runs them on every fixed day. */
export const CALENDAR_UNIT_TESTS = calendarTests.filter((f) => !f.endsWith('.int.test.ts'));
/** The API test files that read the calendar (one server process each): the clock matrix's API days. */
export const CALENDAR_API_TESTS = calendarTests.filter(
  (f) => f.endsWith('.int.test.ts') && !f.endsWith('.pg.int.test.ts'),
);
