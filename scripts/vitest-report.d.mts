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

export function summarise(report: VitestJsonReport, root?: string): Summary;
