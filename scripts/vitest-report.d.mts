export interface VitestJsonReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName?: string; title: string; status: string; failureMessages?: string[] }[];
  }[];
}

export interface Summary {
  ok: boolean;
  note: string;
  passed: number;
  failed: number;
  skipped: number;
  files: number;
  failedFiles: string[];
  /** A line per failed test (or failed file with none): where, and the first lines of why. */
  failures: string[];
}

/** The line that starts a failed browser test's pages (e2e/support/on-failure.ts writes it, the summary keeps it). */
export const PAGES_AT_FAILURE: string;

export function summarise(report: VitestJsonReport, root?: string): Summary;
