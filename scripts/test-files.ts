import fs from 'node:fs';
import path from 'node:path';

/** The TypeScript files below `roots` (paths as given, `/`-separated), outside node_modules and dist. */
export function sourceFiles(roots: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) out.push(file);
    }
  };
  for (const root of roots) walk(root);
  return out;
}
