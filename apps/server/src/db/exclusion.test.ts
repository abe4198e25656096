import fs from 'node:fs';
import path from 'node:path';
import { RESOURCES } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { exclusionSql } from './exclusion.js';
import { MIGRATIONS_DIR } from './migrate.js';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** drizzle-kit cannot write EXCLUDE constraints: a hand-made step must hold what each definition declares. */
describe('no-overlap constraints', () => {
  const migrations = squash(
    fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => fs.readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8'))
      .join('\n'),
  );

  it.each(RESOURCES.filter((def) => def.noOverlap).map((def) => [def.name, def] as const))(
    '%s: the migrations add the constraint its definition declares',
    (_name, def) => {
      const statements = exclusionSql(def);
      expect(statements).toHaveLength(2);
      for (const statement of statements) expect(migrations).toContain(squash(statement));
    },
  );
});
