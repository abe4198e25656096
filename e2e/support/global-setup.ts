import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Starts the built app on a fresh embedded database in demo mode (one account
 * per role) for the browser tests, and stops it afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A demo server already running (E2E_BASE_URL), to run a spec again and again without seeding anew.
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL);
    return async () => {};
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairside-e2e-'));
  // The embedded database: no DATABASE_URL at all.
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    DEMO: '1',
    LOGIN_RATE_PER_MINUTE: '1000',
    // Reminders due are queued within seconds of a booking (reminders.spec.ts).
    REMINDER_INTERVAL_SECONDS: '2',
  }).catch((err: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  project.provide('baseURL', server.url);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
