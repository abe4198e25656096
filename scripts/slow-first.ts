import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that take 15–50 s each on two cores (2026-12-02, a 2.1 GHz EPYC), slowest first. Without timings
 * of an earlier run (a fresh clone has none) vitest starts the largest files first, and the matrix's second
 * half is six lines long: it started last and ran 35 s alone while the other core waited. Started first, the
 * rest of the files fill the other core around them. A file missing here is only started later.
 */
export const SLOW_FILES = [
  'apps/server/src/auth/permissions.int.test.ts',
  'apps/server/src/auth/permissions-cases.int.test.ts',
  'apps/server/src/reliability/kill9.int.test.ts',
  'apps/server/src/backups/restore.int.test.ts',
  'apps/server/src/backups/backup.int.test.ts',
  'apps/server/src/db/pglite-thread-restart.int.test.ts',
  'apps/server/src/modules/dental-images/large-files.int.test.ts',
  'apps/server/src/db/pglite-thread.int.test.ts',
];

/** What the order reads of a test file: its path and its project. */
interface Spec {
  moduleId: string;
  project: { name: string };
}

const rank = (spec: Spec): number => {
  const i = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(file));
  return i < 0 ? SLOW_FILES.length : i;
};

/** `sorted` with its projects kept in order and together, and in each the known slow files first, slowest first. */
export function slowFirst<T extends Spec>(sorted: T[]): T[] {
  const projectOrder = new Map<string, number>();
  sorted.forEach((spec, i) => {
    if (!projectOrder.has(spec.project.name)) projectOrder.set(spec.project.name, i);
  });
  const position = new Map(sorted.map((spec, i) => [spec, i]));
  return [...sorted].sort(
    (a, b) =>
      (projectOrder.get(a.project.name) ?? 0) - (projectOrder.get(b.project.name) ?? 0) ||
      rank(a) - rank(b) ||
      (position.get(a) ?? 0) - (position.get(b) ?? 0),
  );
}

/** Vitest's order (project by project, then by earlier timings or size), with the known slow files first in each project. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return slowFirst(await super.sort(files));
  }
}
