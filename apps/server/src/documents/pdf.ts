import PDFDocument from 'pdfkit';
import { type Direction, paragraphDirection, type Script, scriptOf, shaperText, visualRuns } from './bidi.js';
import { canDraw, embeddedFonts, type Face, fontName, latinMetrics } from './fonts.js';

/**
 * A printable document, described as content rather than drawing commands:
 * a title, then blocks in reading order. `renderPdf` lays it out on A4
 * pages, wrapping text and breaking pages, with page numbers in the footer.
 */
export interface PdfDocumentModel {
  title: string;
  /** A line under the title: `Lab Test #12`. */
  subtitle?: string;
  /** Small lines above the title, such as the clinic's name and address. */
  letterhead?: readonly string[];
  blocks: readonly PdfBlock[];
  /** Small text at the foot of every page, left of the page number. */
  footer?: string;
  /** Document properties a PDF reader shows. */
  info?: { author?: string; subject?: string };
}

/** A labelled value: one row of a `fields` block. */
export interface PdfField {
  label: string;
  value: string;
}

export type PdfBlock =
  /** A section title; never left alone at the foot of a page. */
  | { kind: 'heading'; text: string }
  /**
   * Running text (a certificate's body, a note): wrapped to the page width,
   * `\n` starts a new line, a blank line a new paragraph. `label` is a small
   * caption above it.
   */
  | {
      kind: 'paragraph';
      text: string;
      label?: string;
      align?: 'left' | 'center' | 'right' | 'justify';
      emphasis?: 'normal' | 'bold' | 'italic';
    }
  /** Labelled values in two columns: label on the left, the value wrapped on the right. */
  | { kind: 'fields'; rows: readonly PdfField[] }
  /** A grid of text with a header row, repeated at the top of every page it runs onto. */
  | { kind: 'table'; label?: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  /** A line to sign on, with its caption (and the signer's name). */
  | { kind: 'signature'; label: string; name?: string }
  /** Vertical space, in points (12 by default). */
  | { kind: 'space'; size?: number };

const MARGIN = 56;
const FOOTER_GAP = 24;
const LABEL_WIDTH = 150;
const COLUMN_GAP = 12;
const BODY = 10;
const SMALL = 8.5;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/** Bidirectional formatting characters: the layout does not follow them (see `bidi.ts`), and they draw nothing. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text the embedded fonts can draw: tabs become spaces, control characters
 * go, and letters neither font has (Chinese, emoji, Hebrew) become `?`
 * rather than empty boxes.
 */
export function printable(text: string): string {
  let out = '';
  const clean = text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, '    ').replace(BIDI_CONTROLS, '');
  for (const ch of clean) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n') out += ch;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else out += canDraw(scriptOf(ch), ch) ? ch : '?';
  }
  return out;
}

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'center' | 'right' | 'justify';

/** How a piece of text is set: face, size and colour, and for running text its alignment and extra line spacing. */
interface Style {
  face: Face;
  size: number;
  color?: string;
  align?: Align;
  lineGap?: number;
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
  const runs: { text: string; script: Script }[] = [];
  for (const ch of text) {
    const script = /\s/.test(ch) ? (runs[runs.length - 1]?.script ?? 'latin') : scriptOf(ch);
    const last = runs[runs.length - 1];
    if (last && last.script === script) last.text += ch;
    else runs.push({ text: ch, script });
  }
  return runs;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Sets text in the embedded fonts: each run in its script's font, lines
 * wrapped at spaces (a word wider than the line is broken), each line put in
 * visual order (`visualRuns`) and aligned. A paragraph that starts with an
 * Arabic letter reads right to left, so its `left` (the start) is the right.
 */
class Typesetter {
  private readonly metrics = latinMetrics();
  constructor(private readonly doc: Doc) {}

  private use(script: Script, face: Face, size: number): Doc {
    return this.doc.font(fontName(script, face)).fontSize(size);
  }

  private widthOf(text: string, script: Script, st: Style): number {
    if (!text) return 0;
    // Arabic is shaped as a whole (`features` makes pdfkit lay out the string in one go, not word by word).
    return this.use(script, st.face, st.size).widthOfString(text, script === 'arabic' ? { features: [] } : {});
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
      const direction = paragraphDirection(paragraph);
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
      const align = st.align ?? 'left';
      const blanks = line.pieces.filter((p) => p.blank).length;
      const free = Math.max(0, width - line.width);
      const extra = align === 'justify' && line.spread && blanks > 0 ? free / blanks : 0;
      const atEnd = align === 'right' ? !rtl : align === 'center' ? false : rtl && extra === 0;
      let px = x + (align === 'center' ? free / 2 : atEnd ? free : 0);
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

const regular = (size: number, color = INK): Style => ({ face: 'regular', size, color });
const bold = (size: number, color = INK): Style => ({ face: 'bold', size, color });

class Layout {
  readonly width: number;
  private readonly type: Typesetter;
  constructor(private readonly doc: Doc) {
    this.width = doc.page.width - 2 * MARGIN;
    this.type = new Typesetter(doc);
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER_GAP;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  private height(text: string, width: number, st: Style): number {
    return this.type.height(text, width, st);
  }

  private write(text: string, x: number, width: number, st: Style): void {
    this.type.write(text, x, width, st);
  }

  title(model: PdfDocumentModel): void {
    for (const line of model.letterhead ?? []) this.write(printable(line), MARGIN, this.width, regular(SMALL, MUTED));
    if (model.letterhead?.length) this.doc.moveDown(0.8);
    this.write(printable(model.title), MARGIN, this.width, bold(18));
    if (model.subtitle) this.write(printable(model.subtitle), MARGIN, this.width, regular(BODY, MUTED));
    this.doc.moveDown(0.4);
    this.rule();
    this.doc.moveDown(0.6);
  }

  private rule(): void {
    const y = this.doc.y;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
  }

  heading(text: string): void {
    const t = printable(text);
    const st = bold(12);
    // Keep the heading with at least two lines of what follows.
    this.ensure(this.height(t, this.width, st) + 2 * BODY * 1.4 + 10);
    this.doc.moveDown(0.6);
    this.write(t, MARGIN, this.width, st);
    this.doc.moveDown(0.3);
  }

  paragraph(block: Extract<PdfBlock, { kind: 'paragraph' }>): void {
    if (block.label) {
      const label = printable(block.label);
      const st = bold(SMALL, MUTED);
      this.ensure(this.height(label, this.width, st) + BODY * 1.4);
      this.write(label, MARGIN, this.width, st);
    }
    const face: Face = block.emphasis === 'bold' ? 'bold' : block.emphasis === 'italic' ? 'italic' : 'regular';
    const st: Style = { face, size: BODY, align: block.align ?? 'left', lineGap: 2 };
    const paragraphs = printable(block.text).split(/\n[ \t]*\n/);
    for (const [i, p] of paragraphs.entries()) {
      this.ensure(BODY * 1.4);
      // The lines run onto new pages as the text goes on.
      this.write(p, MARGIN, this.width, st);
      if (i < paragraphs.length - 1) this.doc.moveDown(0.6);
    }
    this.doc.moveDown(0.5);
  }

  fields(rows: readonly PdfField[]): void {
    const valueX = MARGIN + LABEL_WIDTH + COLUMN_GAP;
    const valueWidth = this.width - LABEL_WIDTH - COLUMN_GAP;
    const labelStyle = bold(BODY, MUTED);
    const valueStyle = regular(BODY);
    for (const row of rows) {
      const label = printable(row.label);
      const value = printable(row.value);
      const labelHeight = this.height(label, LABEL_WIDTH, labelStyle);
      const valueHeight = this.height(value, valueWidth, valueStyle);
      // A value taller than a page runs on by itself; anything shorter stays whole.
      this.ensure(Math.min(Math.max(labelHeight, valueHeight), this.bottom - MARGIN - 40));
      const top = this.doc.y;
      this.write(label, MARGIN, LABEL_WIDTH, labelStyle);
      const afterLabel = this.doc.y;
      const labelPage = this.doc.bufferedPageRange().count;
      this.doc.y = top;
      this.write(value, valueX, valueWidth, valueStyle);
      const samePage = this.doc.bufferedPageRange().count === labelPage;
      this.doc.x = MARGIN;
      this.doc.y = (samePage ? Math.max(afterLabel, this.doc.y) : this.doc.y) + 4;
    }
    this.doc.moveDown(0.3);
  }

  table(block: Extract<PdfBlock, { kind: 'table' }>): void {
    const columns = block.columns.map(printable);
    const count = Math.max(1, columns.length);
    const padding = 4;
    const colWidth = this.width / count;
    const cellWidth = colWidth - 2 * padding;
    const cellStyle = (header: boolean) => (header ? bold : regular)(SMALL + 0.5);
    const rowHeight = (cells: readonly string[], header: boolean) =>
      Math.max(...cells.map((c) => this.height(c, cellWidth, cellStyle(header))), SMALL) + 2 * padding;
    const drawRow = (cells: readonly string[], header: boolean) => {
      const h = rowHeight(cells, header);
      const top = this.doc.y;
      if (header) this.doc.rect(MARGIN, top, this.width, h).fillColor('#f3f4f6').fill();
      cells.forEach((cell, i) => {
        this.doc.y = top + padding;
        this.write(cell, MARGIN + i * colWidth + padding, cellWidth, cellStyle(header));
      });
      this.doc
        .moveTo(MARGIN, top + h)
        .lineTo(MARGIN + this.width, top + h)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      this.doc.x = MARGIN;
      this.doc.y = top + h;
    };

    if (block.label) {
      const label = printable(block.label);
      const st = bold(SMALL, MUTED);
      this.ensure(this.height(label, this.width, st) + rowHeight(columns, true) * 2);
      this.write(label, MARGIN, this.width, st);
      this.doc.moveDown(0.2);
    }
    this.ensure(rowHeight(columns, true) * 2);
    drawRow(columns, true);
    for (const raw of block.rows) {
      const cells = columns.map((_, i) => printable(raw[i] ?? ''));
      const h = rowHeight(cells, false);
      if (this.doc.y + h > this.bottom) {
        this.doc.addPage();
        drawRow(columns, true);
      }
      drawRow(cells, false);
    }
    this.doc.moveDown(0.6);
  }

  signature(label: string, name?: string): void {
    this.ensure(70);
    this.doc.moveDown(2);
    const y = this.doc.y + 24;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + 220, y)
      .lineWidth(0.75)
      .strokeColor(INK)
      .stroke();
    this.doc.y = y + 4;
    this.write(printable(label), MARGIN, 220, regular(SMALL, MUTED));
    if (name) this.write(printable(name), MARGIN, 220, regular(BODY));
    this.doc.moveDown(0.5);
  }

  space(size: number): void {
    this.ensure(size);
    this.doc.y += size;
  }

  /** Page numbers and the footer text, written on every page once the content is laid out. */
  footers(footer: string | undefined): void {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      // Writing in the bottom margin must not open a new page.
      const saved = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - MARGIN;
      if (footer) {
        this.doc.y = y;
        this.write(printable(footer), MARGIN, this.width - 90, regular(SMALL, MUTED));
      }
      this.doc.y = y;
      this.write(`Page ${i + 1} of ${range.count}`, MARGIN, this.width, { ...regular(SMALL, MUTED), align: 'right' });
      this.doc.page.margins.bottom = saved;
    }
  }
}

/** Lays the document out on A4 pages and returns the PDF file's bytes. */
export function renderPdf(model: PdfDocumentModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_GAP, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: printable(model.title),
      ...(model.info?.author ? { Author: printable(model.info.author) } : {}),
      ...(model.info?.subject ? { Subject: printable(model.info.subject) } : {}),
      Creator: 'Chairside',
    },
  });
  // pdfkit takes a parsed fontkit font (its types only list files and bytes).
  for (const { name, font } of embeddedFonts()) doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const layout = new Layout(doc);
  layout.title(model);
  for (const block of model.blocks) {
    switch (block.kind) {
      case 'heading':
        layout.heading(block.text);
        break;
      case 'paragraph':
        layout.paragraph(block);
        break;
      case 'fields':
        layout.fields(block.rows);
        break;
      case 'table':
        layout.table(block);
        break;
      case 'signature':
        layout.signature(block.label, block.name);
        break;
      case 'space':
        layout.space(block.size ?? 12);
        break;
    }
  }
  layout.footers(model.footer);
  doc.end();
  return done;
}
