import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SLOW_FILES, slowFirst } from './slow-first.ts';

const spec = (project: string, file: string) => ({ project: { name: project }, moduleId: `/repo/${file}` });

describe('the slow test files started first', () => {
  it('are all still there, under the names the sequencer looks for', () => {
    expect(SLOW_FILES.filter((file) => !fs.existsSync(file))).toEqual([]);
  });

  it('come first in their project, slowest first, the other files and the projects in vitest’s order', () => {
    const [slowest, second] = SLOW_FILES as [string, string];
    const files = [
      spec('api', 'a.int.test.ts'),
      spec('api', second),
      spec('api', 'b.int.test.ts'),
      spec('api', slowest),
      spec('api 2036-02-29', 'c.int.test.ts'),
      spec('api 2036-02-29', second),
    ];
    expect(slowFirst(files).map((s) => `${s.project.name} ${s.moduleId.slice(6)}`)).toEqual([
      `api ${slowest}`,
      `api ${second}`,
      'api a.int.test.ts',
      'api b.int.test.ts',
      `api 2036-02-29 ${second}`,
      'api 2036-02-29 c.int.test.ts',
    ]);
  });
});
