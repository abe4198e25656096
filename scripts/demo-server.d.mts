import type { ChildProcess } from 'node:child_process';

/** The built server in a process of its own. */
export interface BuiltServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the built app with this environment (over the inherited one, less DATABASE_URL) and waits until it is healthy. */
export declare function startBuiltServer(env: Record<string, string>): Promise<BuiltServer>;

/** The browser tests' demo server on a fresh embedded database; `stop` also deletes its data. */
export declare function startBrowserTestsDemo(): Promise<{ url: string; stop(): Promise<void> }>;
