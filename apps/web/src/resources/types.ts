/** A stored record as the generic resource API returns it. */
export interface ResourceRecord {
  id: number;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** Archivable record types: when it was archived (read-only until restored), else null. */
  archivedAt?: string | null;
  /** Display names of the records that reference fields point at, keyed by field. */
  labels?: Record<string, string | null>;
  [field: string]: unknown;
}

/** One entry of `GET /api/{resource}/lookup`. */
export interface LookupItem {
  id: number;
  label: string;
}

/** What a list screen asks for: paging (1-based), sort, free text and exact-match filters. */
export interface ListParams {
  page: number;
  pageSize: number;
  /** `-createdAt,name`; undefined: the resource's default sort. */
  sort?: string;
  q?: string;
  /** Filter field → value, as the query string carries it. */
  filters?: Record<string, string>;
  /** Archivable record types: list the archived records instead of the live ones. */
  archived?: boolean;
  /** One of the definition's named views (`lowStock`). */
  view?: string;
  /** The `next` of the page before (the server reads this page from there; `usePageCursor`). */
  after?: string;
  /** The `prev` of the page after. */
  before?: string;
}
