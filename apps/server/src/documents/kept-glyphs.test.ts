import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { keepGlyphPrograms } from './kept-glyphs.js';

const require = createRequire(import.meta.url);
const FILE = '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf';

interface Laid {
  layout(text: string): { glyphs: { id: number }[] };
  getGlyph(id: number): { _decode(): { numberOfContours: number } | null };
  createSubset(): { includeGlyph(id: number): number; encode(): Uint8Array };
}
const parse = () => fontkit.create(readFileSync(require.resolve(FILE))) as unknown as Laid & fontkit.Font;

/** The subset a document would embed for these texts, in the order it draws them. */
const subsetOf = (font: Laid, texts: string[]): Buffer => {
  const subset = font.createSubset();
  for (const text of texts) for (const glyph of font.layout(text).glyphs) subset.includeGlyph(glyph.id);
  return Buffer.from(subset.encode());
};

describe('keepGlyphPrograms', () => {
  // Documents one after another, each with its own glyphs and order: names with accented letters (made of
  // other glyphs, whose ids differ from one subset to the next) before and after their parts are used alone.
  const documents = [
    ['Łukasz Żółć', 'INV-2026-000031', '1 245,50 €'],
    ['Amélie Okafor', 'Statement of Account', '… 300.00'],
    ['Žofie Dvořák', 'é', 'É…', 'Łódź'],
  ];

  it('writes the same font subsets as fontkit, document after document', () => {
    const plain = parse();
    const kept = parse();
    keepGlyphPrograms(kept);
    const composite = documents
      .flat()
      .flatMap((text) => plain.layout(text).glyphs)
      .filter((g) => (plain.getGlyph(g.id)._decode()?.numberOfContours ?? 0) < 0);
    expect(composite.length).toBeGreaterThan(0);
    for (const round of [1, 2])
      for (const texts of documents)
        expect(subsetOf(kept, texts).equals(subsetOf(plain, texts)), `${round}: ${texts}`).toBe(true);
  });
});
