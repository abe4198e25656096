import type { TestProject } from 'vitest/node';
import { startBrowserTestsDemo } from '../../scripts/demo-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Starts the built app on a fresh embedded database in demo mode (one account per role) for the
 * browser tests, and stops it afterwards; or uses the one already running at E2E_BASE_URL: npm test
 * starts it while the API tests run, and a person may keep one to run a spec again and again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL);
    return async () => {};
  }
  const server = await startBrowserTestsDemo();
  project.provide('baseURL', server.url);
  return () => server.stop();
}
