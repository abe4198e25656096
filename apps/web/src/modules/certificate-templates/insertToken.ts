/**
 * Puts a placeholder token into a template's text: at the cursor when the
 * writer placed one (replacing a selection), at the end otherwise, with a
 * space on either side where it would otherwise touch a word
 * ("Zoe Auditwell-Edited This certifies", never "…EditedThis certifies").
 * Returns the new text and where the cursor goes (after the token).
 */
export function insertToken(
  content: string,
  token: string,
  cursor: { start: number; end: number } | null,
): { content: string; caret: number } {
  const start = cursor ? Math.min(cursor.start, content.length) : content.length;
  const end = cursor ? Math.min(Math.max(cursor.end, start), content.length) : content.length;
  const before = content.slice(0, start);
  const after = content.slice(end);
  const lead = before !== '' && !/\s$/.test(before) ? ' ' : '';
  const trail = after !== '' && !/^[\s.,;:!?)]/.test(after) ? ' ' : '';
  const inserted = `${lead}${token}${trail}`;
  return { content: before + inserted + after, caret: before.length + lead.length + token.length };
}
