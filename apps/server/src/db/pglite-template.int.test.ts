import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';

/**
 * Every API test file on PGlite starts by unpacking the migrated template (`test/global-setup.ts`): with
 * PostgreSQL's default 16 MB WAL segments and the two template databases it was 50 MB and 1.3 s an open on
 * two busy cores; with 1 MB segments and without them, 19 MB and 0.8 s. A regression would only show as a
 * slower step, so it is checked here.
 */
describe('the API tests’ PGlite template', () => {
  it('stays small to unpack (1 MB WAL segments, no template databases)', () => {
    const size = fs.statSync(inject('databaseTemplate')).size;
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(30 * 1024 * 1024);
  });
});
