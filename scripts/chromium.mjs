// Finds a Chromium for the browser tests, or installs one, or says exactly what to do.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function fromPlaywrightCache() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), '.cache', 'ms-playwright');
  if (!fs.existsSync(cache)) return null;
  for (const dir of fs
    .readdirSync(cache)
    .filter((d) => d.startsWith('chromium'))
    .sort()
    .reverse()) {
    for (const rel of [
      'chrome-headless-shell-linux64/chrome-headless-shell',
      'chrome-linux64/chrome',
      'chrome-linux/chrome',
      'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
    ]) {
      const p = path.join(cache, dir, rel);
      if (fs.existsSync(p)) return p;
    }
  }
  return null;
}

/**
 * Chromium's old headless shell first (Debian's `chromium-headless-shell`, Playwright's own default for headless
 * runs): the same Blink and V8 without the desktop browser around them. Four spec files, two workers, alternated
 * twice on a 2-core 2.1 GHz EPYC (2026-12-01): 80-84 s and 136-143 CPU-seconds against 89-102 s and 154-180 for
 * the full browser in its headless mode.
 */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((p) => p && fs.existsSync(p)) ?? fromPlaywrightCache();
}

export function findOrInstallChromium() {
  let found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  try {
    if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
      process.stdout.write("Installing Debian's chromium-headless-shell for the browser tests…\n");
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit' });
    } else {
      process.stdout.write('Downloading Chromium with Playwright for the browser tests…\n');
      execFileSync('npx', ['playwright-core', 'install', 'chromium'], { stdio: 'inherit' });
    }
  } catch {
    // fall through to the message below
  }
  found = findChromium();
  if (found) return found;
  throw new Error(
    'No Chromium found for the browser tests. Install one, then run npm test again:\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell (or chromium)\n' +
      '  elsewhere:     npx playwright-core install chromium\n' +
      '  or point CHROMIUM_PATH at a Chrome/Chromium binary.',
  );
}
