import { useState } from 'react';

/** What a list page says about where it is in the sort (see `listResponseSchema`). */
interface PageData {
  page: number;
  next?: string;
  prev?: string;
}

interface Cursor {
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
  const [cursor, setCursor] = useState<Cursor | null>(null);
  /** Call when the grid moves from page `from` to page `to` (0-based); `shown`: the page on screen, once loaded. */
  const moving = (from: number, to: number, shown: PageData | undefined) => {
    const ready = shown?.page === from + 1;
    if (ready && to === from + 1 && shown?.next) setCursor({ selection, page: to, after: shown.next });
    else if (ready && to === from - 1 && to > 0 && shown?.prev) setCursor({ selection, page: to, before: shown.prev });
    else setCursor(null);
  };
  const current =
    cursor && cursor.selection === selection && cursor.page === page
      ? { after: cursor.after, before: cursor.before }
      : {};
  return { current, moving };
}
