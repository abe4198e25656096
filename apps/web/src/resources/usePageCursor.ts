import { useState } from 'react';

/** What a list page says about where it is in the sort (see `listResponseSchema`). */
export interface PageData {
  page: number;
  next?: string;
  prev?: string;
}

export interface PageCursor {
  selection: string;
  page: number;
  after?: string;
  before?: string;
}

/**
 * The cursor of the page shown next: moving to the page just after (or before) the one on screen, the
 * list asks for it from the shown page's last (or first) record (`after` / `before`), so the server
 * reads it from the sort index there instead of counting past every record before it. A jump to any
 * other page, or a change of the search, filters or sort (`selection`), asks by page number.
 */
export function usePageCursor(selection: string, page: number) {
  const [cursor, setCursor] = useState<PageCursor | null>(null);
  /** Call when the grid moves from page `from` to page `to` (0-based); `shown`: the page on screen, once loaded. */
  const moving = (from: number, to: number, shown: PageData | undefined) =>
    setCursor(cursorFor(selection, from, to, shown));
  const current =
    cursor && cursor.selection === selection && cursor.page === page
      ? { after: cursor.after, before: cursor.before }
      : {};
  return { current, moving };
}

/** The cursor to ask page `to` with, moving from page `from` (0-based) with `shown` on screen; null: by number. */
export function cursorFor(selection: string, from: number, to: number, shown: PageData | undefined): PageCursor | null {
  if (shown?.page !== from + 1) return null;
  if (to === from + 1 && shown.next) return { selection, page: to, after: shown.next };
  if (to === from - 1 && to > 0 && shown.prev) return { selection, page: to, before: shown.prev };
  return null;
}
