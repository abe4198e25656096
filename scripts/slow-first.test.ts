import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SLOW_FILES } from './slow-first.ts';

describe('the slow test files started first', () => {
  it('are all still there, under the names the sequencer looks for', () => {
    expect(SLOW_FILES.filter((file) => !fs.existsSync(file))).toEqual([]);
  });
});
