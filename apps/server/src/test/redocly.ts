import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

export interface LintReport {
  totals: { errors: number; warnings: number };
  problems: LintProblem[];
}

/** The CLI the lint runs, as installed (pinned in the root package.json). */
const cli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin',
  'cli.js',
);

/**
 * Lints an OpenAPI document with `redocly lint` and its recommended rules,
 * offline: no telemetry, no update check, run in an empty folder so that no
 * redocly.yaml near the repository changes the rules.
 */
export async function redoclyLint(document: unknown): Promise<LintReport> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const args = [cli, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=10000'];
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    // Exits 1 when it finds errors: the report on stdout says which.
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, args, { cwd: dir, env, timeout: 120_000, maxBuffer: 64 << 20 }, (err, out) =>
        out.trim().startsWith('{') ? resolve(out) : reject(err ?? new Error(`redocly printed no report: ${out}`)),
      ),
    );
    return JSON.parse(stdout) as LintReport;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
