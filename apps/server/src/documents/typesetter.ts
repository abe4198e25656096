import {
  type Direction,
  hasArabic,
  paragraphDirection,
  type Script,
  scriptOf,
  shaperText,
  visualRuns,
} from './bidi.js';
import { type Face, fontName, latinMetrics } from './fonts.js';

export const INK = '#1f2937';

export type Doc = PDFKit.PDFDocument;
/**
 * `left`, `right`, `center`: on the page; `start`: where the line's own
 * direction starts (an Arabic line on the right); `justify`: spread, its last
 * line at its start.
 */
export type Align = 'start' | 'left' | 'center' | 'right' | 'justify';

/**
 * How a piece of text is set: face, size and colour, and for running text its
 * alignment, extra line spacing, and the paragraph's direction (left out, each
 * paragraph takes that of its first letter: a value is isolated from the page's).
 */
export interface Style {
  face: Face;
  size: number;
  color?: string;
  align?: Align;
  lineGap?: number;
  direction?: Direction;
}

/** Part of a line in visual order, ready to draw: the text as the shaper wants it, its width, blank if only spaces. */
interface Piece {
  text: string;
  script: Script;
  width: number;
  blank: boolean;
}

interface Line {
  pieces: Piece[];
  width: number;
  direction: Direction;
  /** Not the last line of its paragraph: justified text is spread over the width. */
  spread: boolean;
}

/** Splits text into runs of one font, in logical order (for measuring). */
function byScript(text: string): { text: string; script: Script }[] {
  if (!hasArabic(text)) return [{ text, script: 'latin' }];
  const runs: { text: string; script: Script }[] = [];
  for (const ch of text) {
    const script = /\s/.test(ch) ? (runs[runs.length - 1]?.script ?? 'latin') : scriptOf(ch);
    const last = runs[runs.length - 1];
    if (last && last.script === script) last.text += ch;
    else runs.push({ text: ch, script });
  }
  return runs;
}

/**
 * Widths of the strings set so far, per script, face and size: a property of the embedded fonts (the same
 * files for the life of the process), so kept across documents. Measuring shapes the string with the font's
 * OpenType tables, the costliest part of a PDF (a statement measured each word several times, ~30% of its
 * time); the words, amounts and dates of documents repeat. Bounded: emptied when full.
 */
const widths = new Map<string, number>();
const WIDTHS_KEPT = 50_000;

/**
 * pdfkit lays out (shapes) each string once per document and font (its `layoutCache`), then encodes the
 * glyphs into that document's font subset. The layout is the font's alone (glyph ids, positions scaled to
 * 1/1000 em, read and never changed by pdfkit afterwards), so the documents of this process share one cache
 * per font: a statement's dates, amounts and labels are shaped once, not once per PDF. Renewed every
 * {@link LAYOUT_DOCUMENTS} documents, so it holds what recent documents used.
 */
const layouts = new Map<string, Record<string, unknown>>();
const LAYOUT_DOCUMENTS = 200;
let documents = 0;

/** Counts a new document; renews the shared layouts when they have served enough. */
export function newDocument(): void {
  if (++documents % LAYOUT_DOCUMENTS === 0) layouts.clear();
}

/** pdfkit's font object of one document, as far as its layouts go (private to pdfkit 0.20). */
interface DocumentFont {
  layoutCache?: Record<string, unknown>;
  layout(text: string, features?: unknown, onlyWidth?: boolean): unknown;
  layoutCached(text: string): unknown;
  wholeRunsShared?: true;
}

function shareLayouts(doc: Doc, name: string): void {
  const font = (doc as unknown as { _font?: DocumentFont })._font;
  if (!font?.layoutCache) return;
  let shared = layouts.get(name);
  if (!shared) {
    shared = font.layoutCache;
    layouts.set(name, shared);
  }
  font.layoutCache = shared;
  if (font.wholeRunsShared) return;
  // Arabic is laid out a run at a time (`features: []`, see `use`'s callers), a path on which pdfkit keeps
  // nothing: shaping it again for every piece drawn was 40% of an Arabic statement. A run laid out whole is
  // what pdfkit lays out and keeps for a word, so it goes in the same cache, under its whole text.
  const layout = font.layout.bind(font);
  font.layout = (text, features, onlyWidth) =>
    Array.isArray(features) && features.length === 0 ? font.layoutCached(text) : layout(text, features, onlyWidth);
  font.wholeRunsShared = true;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Sets text in the embedded fonts: each run in its script's font, lines
 * wrapped at spaces (a word wider than the line is broken), each line put in
 * visual order (`visualRuns`) and aligned. A paragraph that starts with an
 * Arabic letter reads right to left, so its `left` (the start) is the right.
 */
export class Typesetter {
  private readonly metrics = latinMetrics();
  constructor(private readonly doc: Doc) {}

  private use(script: Script, face: Face, size: number): Doc {
    const name = fontName(script, face);
    const doc = this.doc.font(name).fontSize(size);
    shareLayouts(doc, name);
    return doc;
  }

  private widthOf(text: string, script: Script, st: Style): number {
    if (!text) return 0;
    const key = `${script}|${st.face}|${st.size}|${text}`;
    const known = widths.get(key);
    if (known !== undefined) return known;
    // Arabic is shaped as a whole (`features` makes pdfkit lay out the string in one go, not word by word).
    const width = this.use(script, st.face, st.size).widthOfString(text, script === 'arabic' ? { features: [] } : {});
    if (widths.size >= WIDTHS_KEPT) widths.clear();
    widths.set(key, width);
    return width;
  }

  private measure(text: string, st: Style): number {
    return byScript(text).reduce((sum, run) => sum + this.widthOf(run.text, run.script, st), 0);
  }

  lineHeight(st: Style): number {
    return this.metrics.height * st.size + (st.lineGap ?? 0);
  }

  /** The lines of `text` wrapped to `width`; `\n` starts a new paragraph. */
  lines(text: string, width: number, st: Style): Line[] {
    const out: Line[] = [];
    for (const paragraph of text.split('\n')) {
      const direction = st.direction ?? paragraphDirection(paragraph);
      const texts: string[] = [];
      let current = '';
      let currentWidth = 0;
      for (const token of paragraph.match(/\s+|\S+/g) ?? []) {
        const w = this.measure(token, st);
        if (/^\s/.test(token)) {
          // Spaces at the start of a wrapped line go; those at the start of the paragraph stay.
          if (current || texts.length === 0) {
            current += token;
            currentWidth += w;
          }
          continue;
        }
        if (current.trim() && currentWidth + w > width) {
          texts.push(current.trimEnd());
          current = '';
          currentWidth = 0;
        }
        if (!current.trim() && currentWidth + w > width) {
          // A word wider than the line: break it between characters.
          let chunk = current;
          for (const { segment } of graphemes.segment(token)) {
            if (chunk.trim() && this.measure(chunk + segment, st) > width) {
              texts.push(chunk);
              chunk = '';
            }
            chunk += segment;
          }
          current = chunk;
          currentWidth = this.measure(chunk, st);
          continue;
        }
        current += token;
        currentWidth += w;
      }
      texts.push(current.trimEnd());
      texts.forEach((t, i) => {
        out.push(this.line(t, direction, st, i < texts.length - 1));
      });
    }
    return out;
  }

  private line(text: string, direction: Direction, st: Style, spread: boolean): Line {
    const pieces: Piece[] = [];
    const justify = st.align === 'justify' && spread;
    for (const run of visualRuns(text, direction)) {
      const shaped = shaperText(run);
      // Justified lines draw word by word so that the spaces can grow.
      const parts = justify && run.script === 'latin' ? (shaped.match(/\s+|\S+/g) ?? []) : [shaped];
      for (const part of parts)
        pieces.push({ text: part, script: run.script, width: this.widthOf(part, run.script, st), blank: !part.trim() });
    }
    return { pieces, width: pieces.reduce((sum, p) => sum + p.width, 0), direction, spread };
  }

  height(text: string, width: number, st: Style): number {
    return this.lines(text, width, st).length * this.lineHeight(st);
  }

  /** Writes the text at `x` from the current y, starting new pages as it runs on; leaves y under it. */
  write(text: string, x: number, width: number, st: Style): void {
    const height = this.lineHeight(st);
    for (const line of this.lines(text, width, st)) {
      if (this.doc.y + height > this.doc.page.height - this.doc.page.margins.bottom) this.doc.addPage();
      const top = this.doc.y;
      const rtl = line.direction === 'rtl';
      const align = st.align ?? 'start';
      const blanks = line.pieces.filter((p) => p.blank).length;
      const free = Math.max(0, width - line.width);
      const extra = align === 'justify' && line.spread && blanks > 0 ? free / blanks : 0;
      const atRight = align === 'right' || ((align === 'start' || align === 'justify') && rtl && extra === 0);
      let px = x + (align === 'center' ? free / 2 : atRight ? free : 0);
      const baseline = top + this.metrics.ascent * st.size;
      for (const piece of line.pieces) {
        // Spaces are drawn too (they show nothing), so that the text copies and reads back with its spaces.
        this.use(piece.script, st.face, st.size)
          .fillColor(st.color ?? INK)
          .text(piece.text, px, baseline, {
            lineBreak: false,
            baseline: 'alphabetic',
            ...(piece.script === 'arabic' ? { features: [] } : {}),
          });
        px += piece.width + (piece.blank ? extra : 0);
      }
      this.doc.x = x;
      this.doc.y = top + height;
    }
    // What follows (moveDown) spaces by the Latin font's lines.
    this.use('latin', st.face, st.size);
  }
}

export const regular = (size: number, color = INK): Style => ({ face: 'regular', size, color });
export const bold = (size: number, color = INK): Style => ({ face: 'bold', size, color });
