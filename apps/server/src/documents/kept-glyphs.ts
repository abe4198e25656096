import type * as fontkit from 'fontkit';

/**
 * fontkit's TrueType subset, as far as writing a glyph into it goes (fontkit 2.0.4, `TTFSubset`; it has
 * no types of its own). `includeGlyph` gives a glyph of the font its id in the subset.
 */
interface TrueTypeSubset {
  includeGlyph(glyph: number): number;
  _addGlyph(gid: number): number;
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  offset: number;
}

/** The parts of a parsed font that reading a glyph's program touches. */
interface TrueTypeFont {
  createSubset(): TrueTypeSubset;
  loca: { offsets: number[] };
  _variationProcessor?: unknown;
  _getTableStream(tag: 'glyf'): { pos: number; readBuffer(length: number): Uint8Array };
  getGlyph(gid: number): {
    advanceWidth: number;
    _decode(): { numberOfContours: number; components?: { glyphID: number; pos: number }[] } | null;
    _getMetrics(): { leftBearing: number };
  };
}

/** A glyph's program as the font holds it, the glyphs it is made of (with where their ids sit), its metrics. */
interface KeptGlyph {
  program: Uint8Array;
  components: { glyphID: number; pos: number }[];
  advance: number;
  bearing: number;
}

function readGlyph(font: TrueTypeFont, gid: number): KeptGlyph {
  const glyph = font.getGlyph(gid);
  const outline = glyph._decode();
  const start = font.loca.offsets[gid] ?? 0;
  const end = font.loca.offsets[gid + 1] ?? start;
  const stream = font._getTableStream('glyf');
  stream.pos += start;
  return {
    // A copy: the stream's buffer is the whole font file.
    program: Uint8Array.from(stream.readBuffer(end - start)),
    components:
      outline && outline.numberOfContours < 0
        ? (outline.components ?? []).map(({ glyphID, pos }) => ({ glyphID, pos }))
        : [],
    advance: glyph.advanceWidth,
    bearing: glyph._getMetrics().leftBearing,
  };
}

/**
 * Every PDF embeds a subset of each font it uses, and fontkit writes each glyph into a subset by reading
 * and decoding it from the font again: a fifth of a statement's time. A glyph's program and metrics are the
 * font's own (the same file for the life of the process), so they are read once and kept; only a composite
 * glyph's references to its parts are written per subset, since their ids are the subset's. The subset's
 * bytes are the ones fontkit writes (`kept-glyphs.test.ts`). Fonts with variations keep fontkit's way.
 */
export function keepGlyphPrograms(parsed: fontkit.Font): void {
  const font = parsed as unknown as TrueTypeFont;
  if (font._variationProcessor) return;
  const kept = new Map<number, KeptGlyph>();
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    if (typeof subset._addGlyph !== 'function') return subset;
    subset._addGlyph = (gid: number) => {
      let glyph = kept.get(gid);
      if (!glyph) {
        glyph = readGlyph(font, gid);
        kept.set(gid, glyph);
      }
      let program = glyph.program;
      if (glyph.components.length) {
        program = Uint8Array.from(program);
        const view = new DataView(program.buffer);
        for (const { glyphID, pos } of glyph.components) view.setUint16(pos, subset.includeGlyph(glyphID));
      }
      subset.glyf.push(program);
      subset.loca.offsets.push(subset.offset);
      subset.hmtx.metrics.push({ advance: glyph.advance, bearing: glyph.bearing });
      subset.offset += program.length;
      return subset.glyf.length - 1;
    };
    return subset;
  };
}
