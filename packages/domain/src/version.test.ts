import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from './settings-values.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;

describe('the version number', () => {
  it('is the root package.json version, shown by the app and its API', () => {
    expect(APP_VERSION).toBe(read('package.json').version);
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('is the same in every workspace package', () => {
    const workspaces = read('package.json').workspaces as string[];
    for (const w of workspaces) expect(read(`${w}/package.json`).version, w).toBe(APP_VERSION);
  });
});
