export interface VitestJsonReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string }[];
}

export interface Summary {
  ok: boolean;
  note: string;
  passed: number;
  failed: number;
  skipped: number;
  files: number;
  failedFiles: string[];
}

export function summarise(report: VitestJsonReport, root?: string): Summary;
