/**
 * The JavaScript each first page may fetch, in bytes as they come over the wire (gzip, as a
 * clinic's PC gets them from the server's name over plain http): what `e2e/page-budgets.spec.ts`
 * measures in Chromium and `npm test` enforces, and what the bench reports against.
 * Issue 16's and 27's targets; docs/decisions.md says how the pages keep to them.
 */
export const PAGE_BUDGETS = [
  { name: 'sign-in page', path: '/login', signedIn: false, bytes: 150_000 },
  { name: 'landing page', path: '/', signedIn: false, bytes: 150_000 },
  { name: 'dashboard', path: '/dashboard', signedIn: true, bytes: 450_000 },
  { name: 'list of clinics', path: '/clinic', signedIn: true, bytes: 450_000 },
] as const;

export type PageBudget = (typeof PAGE_BUDGETS)[number];

/** The budget of the sign-in page and of the shell with one list: the bench's two bundle targets. */
export const SIGN_IN_BUDGET = PAGE_BUDGETS[0].bytes;
export const LIST_BUDGET = PAGE_BUDGETS[3].bytes;
