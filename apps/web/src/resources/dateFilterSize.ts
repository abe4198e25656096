/**
 * The size of one end of a list's date range filter: wide enough for a whole date in any of the clinic's
 * formats beside the calendar button, and no taller than its small field as drawn (38.4 px). A module of
 * its own, so that the list keeps the room of the lazily loaded pickers without loading them.
 */
export const DATE_FILTER_SIZE = { width: 185, height: 38 } as const;
