import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The root package.json promises a Node version (`engines.node`, also in the README); every
 * locked package must accept it, or `npm ci` on that Node greets a newcomer with EBADENGINE
 * warnings and the package may use what that Node lacks. Checked at the oldest version the
 * promise allows (`>=20.19` → 20.19.0), as npm checks the running Node against each range.
 */
type Lock = { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };

const readJson = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));

/** Locked packages whose `engines.node` does not accept `node`, as "path@version needs range". */
function packagesExcluding(lock: Lock, node: string): string[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (!path || range === undefined || semver.satisfies(node, range, { includePrerelease: true })) return [];
    return [`${path}@${entry.version ?? '?'} needs node ${range}`];
  });
}

describe('locked packages and the Node version the project promises', () => {
  const promised = readJson<{ engines: { node: string } }>('package.json').engines.node;
  const oldest = semver.minVersion(promised)?.version;

  it('names a package whose engines exclude the promised Node, and accepts one that includes it', () => {
    const lock: Lock = {
      packages: {
        '': { version: '1.0.0', engines: { node: '>=20.19' } },
        'node_modules/new-only': { version: '3.0.0', engines: { node: '>=22' } },
        'node_modules/lts': { version: '1.0.0', engines: { node: '^20.19.0 || >=22.12.0' } },
        'node_modules/any': { version: '1.0.0' },
      },
    };
    expect(packagesExcluding(lock, '20.19.0')).toEqual(['node_modules/new-only@3.0.0 needs node >=22']);
  });

  it('every package in package-lock.json accepts the oldest Node that package.json engines allow', () => {
    expect(oldest, `package.json engines.node ${promised}`).toBeDefined();
    expect(packagesExcluding(readJson<Lock>('package-lock.json'), oldest ?? promised)).toEqual([]);
  });
});
