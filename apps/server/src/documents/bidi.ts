/**
 * Just enough of the Unicode bidirectional algorithm to print the app's
 * languages: Arabic text, Arabic with digits or Latin words inside, Latin
 * text with an Arabic name inside. One line at a time is split into runs of
 * one script (Arabic letters are drawn with the Arabic font, everything else
 * with the Latin one) and one direction, put in the order they are seen.
 *
 * Not covered: explicit embeddings and isolates (LRE, RLI, …), Hebrew and the
 * other right-to-left scripts (no font is shipped for them), the finer weak
 * types (currency and percent signs stay neutral; Arabic-Indic and European
 * digits are treated alike), mirroring beyond the four bracket pairs, and the
 * trailing-whitespace rule (lines are trimmed before they are ordered).
 */

export type Direction = 'ltr' | 'rtl';
export type Script = 'arabic' | 'latin';

/** A piece of one line, in one script and one direction; its text in logical (typed) order. */
export interface BidiRun {
  text: string;
  script: Script;
  direction: Direction;
}

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const DIGIT = /\p{Nd}/u;
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;
/** A single one of these between two digits belongs to the number: 12.5, 2026-03-02, 09:30, 3/4. */
const NUMBER_SEPARATOR = /[.,:/\u002D\u060C\u066B\u066C]/u;

/** The font a character is drawn with. */
export const scriptOf = (ch: string): Script => (ARABIC_SCRIPT.test(ch) ? 'arabic' : 'latin');

/** Whether any character of the text is drawn with the Arabic font (the only right-to-left letters known here). */
export const hasArabic = (text: string): boolean => ARABIC_SCRIPT.test(text);

/** Strong right-to-left (R), strong left-to-right (L), digit (D), neutral (N), combining mark (M). */
type Kind = 'R' | 'L' | 'D' | 'N' | 'M';

function kindOf(ch: string): Kind {
  if (DIGIT.test(ch)) return 'D';
  if (MARK.test(ch)) return 'M';
  if (LETTER.test(ch)) return ARABIC_SCRIPT.test(ch) ? 'R' : 'L';
  return 'N';
}

/** The direction of a paragraph: that of its first letter, left-to-right when it has none. */
export function paragraphDirection(text: string): Direction {
  for (const ch of text) {
    const kind = kindOf(ch);
    if (kind === 'R') return 'rtl';
    if (kind === 'L') return 'ltr';
  }
  return 'ltr';
}

/**
 * The runs of one line (no `\n`) in visual order, left to right, for a
 * paragraph of direction `base`. Each run's text stays in logical order:
 * the caller draws a right-to-left run reversed (see `shaperText`).
 */
export function visualRuns(line: string, base: Direction = paragraphDirection(line)): BidiRun[] {
  if (!line) return [];
  // Nothing right to left in a left-to-right line: one run as typed (most lines of most documents).
  if (base === 'ltr' && !hasArabic(line)) return [{ text: line, script: 'latin', direction: 'ltr' }];
  const chars = [...line];
  const kinds = chars.map(kindOf);
  // A mark takes the kind of the letter it sits on.
  for (let i = 0; i < kinds.length; i++) if (kinds[i] === 'M') kinds[i] = i > 0 ? (kinds[i - 1] as Kind) : 'N';
  // One separator between two digits is part of the number.
  for (let i = 1; i < kinds.length - 1; i++)
    if (kinds[i] === 'N' && kinds[i - 1] === 'D' && kinds[i + 1] === 'D' && NUMBER_SEPARATOR.test(chars[i] ?? ''))
      kinds[i] = 'D';

  // Resolved direction of each character: 'r' or 'l', numbers 'n' (left-to-right
  // inside, but ordered with the right-to-left text around them).
  const resolved: ('r' | 'l' | 'n' | undefined)[] = new Array(chars.length);
  let lastStrong: 'R' | 'L' = base === 'rtl' ? 'R' : 'L';
  for (let i = 0; i < chars.length; i++) {
    const kind = kinds[i];
    if (kind === 'R' || kind === 'L') {
      lastStrong = kind;
      resolved[i] = kind === 'R' ? 'r' : 'l';
    } else if (kind === 'D') resolved[i] = lastStrong === 'R' ? 'n' : 'l';
  }
  // Neutrals between two of the same direction take it, others the paragraph's.
  const side = (v: 'r' | 'l' | 'n') => (v === 'l' ? 'l' : 'r');
  const baseSide = base === 'rtl' ? 'r' : 'l';
  for (let i = 0; i < chars.length; ) {
    if (resolved[i] !== undefined) {
      i++;
      continue;
    }
    let j = i;
    while (j < chars.length && resolved[j] === undefined) j++;
    const before = i > 0 ? side(resolved[i - 1] as 'r' | 'l' | 'n') : baseSide;
    const after = j < chars.length ? side(resolved[j] as 'r' | 'l' | 'n') : baseSide;
    const value = before === after ? before : baseSide;
    for (let k = i; k < j; k++) resolved[k] = value;
    i = j;
  }

  // Embedding levels: even is left-to-right, odd right-to-left.
  const levelOf = (v: 'r' | 'l' | 'n'): number =>
    base === 'ltr' ? (v === 'l' ? 0 : v === 'r' ? 1 : 2) : v === 'r' ? 1 : 2;

  const runs: (BidiRun & { level: number })[] = [];
  chars.forEach((ch, i) => {
    const level = levelOf(resolved[i] as 'r' | 'l' | 'n');
    const script = scriptOf(ch);
    const last = runs[runs.length - 1];
    if (last && last.level === level && last.script === script) last.text += ch;
    else runs.push({ text: ch, script, level, direction: level % 2 ? 'rtl' : 'ltr' });
  });

  // Reverse every sequence of runs at or above each level, highest first.
  const maxLevel = Math.max(...runs.map((r) => r.level));
  for (let level = maxLevel; level >= 1; level--) {
    for (let i = 0; i < runs.length; ) {
      if ((runs[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && (runs[j]?.level ?? 0) >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs.map(({ text, script, direction }) => ({ text, script, direction }));
}

const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
};

/**
 * The text to hand the shaper (fontkit, through pdfkit) so that the glyphs
 * come out in visual order. fontkit shapes a string it sees as Arabic and
 * reverses it: an Arabic right-to-left run goes as it is (whole, so words
 * keep their order), and Arabic-Indic digits, which must read left to right,
 * go reversed so that its reversal puts them back. It leaves everything else
 * in order: a right-to-left run of neutrals (spaces, brackets) goes reversed
 * and mirrored.
 */
export function shaperText(run: BidiRun): string {
  const reversed = () => [...run.text].reverse();
  if (run.script === 'arabic') return run.direction === 'rtl' ? run.text : reversed().join('');
  if (run.direction === 'ltr') return run.text;
  return reversed()
    .map((ch) => MIRRORED[ch] ?? ch)
    .join('');
}
