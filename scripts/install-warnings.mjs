// Fails when an install printed a warning (`npm ci … | tee log; node scripts/install-warnings.mjs log`):
// a newcomer's first `npm install` should print nothing to wonder about. .ci/run checks its own.
import fs from 'node:fs';
import path from 'node:path';

/** The lines of npm's output that warn (`npm warn …`, `npm WARN …`). */
export const installWarnings = (output) => output.split('\n').filter((line) => /^npm warn\b/i.test(line.trim()));

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const warnings = installWarnings(fs.readFileSync(process.argv[2], 'utf8'));
  if (warnings.length) {
    process.stderr.write(
      `The install warned (fix the cause: package.json's allowScripts, overrides or a version):\n${warnings.join('\n')}\n`,
    );
    process.exit(1);
  }
  process.stdout.write('The install printed no warning.\n');
}
