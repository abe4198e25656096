/**
 * Unicode isolates for text placed inside translated sentences, so that
 * right-to-left pages (Arabic) do not reorder it: "08:00 - 18:00" stays
 * "08:00 - 18:00", an address keeps its own direction.
 */
export const ltr = (text: string): string => `\u2066${text}\u2069`;
export const isolate = (text: string): string => `\u2068${text}\u2069`;
