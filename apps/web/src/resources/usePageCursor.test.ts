import { describe, expect, it } from 'vitest';
import { cursorFor } from './usePageCursor';

const shown = (page: number) => ({ page, next: `next-of-${page}`, prev: `prev-of-${page}` });

describe('the cursor a list page is asked with', () => {
  it('is the shown page’s last record for the next page and its first for the previous one', () => {
    expect(cursorFor('s', 4, 5, shown(5))).toEqual({ selection: 's', page: 5, after: 'next-of-5' });
    expect(cursorFor('s', 4, 3, shown(5))).toEqual({ selection: 's', page: 3, before: 'prev-of-5' });
  });

  it('is none for a jump, for the first page, or while the shown page is another one (still loading)', () => {
    expect(cursorFor('s', 4, 9, shown(5))).toBeNull();
    expect(cursorFor('s', 1, 0, shown(2))).toBeNull();
    expect(cursorFor('s', 4, 5, shown(4))).toBeNull();
    expect(cursorFor('s', 4, 5, undefined)).toBeNull();
    expect(cursorFor('s', 4, 5, { page: 5 })).toBeNull();
  });
});
