import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Script } from './bidi.js';
import { keepGlyphPrograms } from './kept-glyphs.js';

/**
 * The fonts PDFs are printed with, embedded (subset to the glyphs used) in
 * every document: Noto Sans for Latin, Greek and Cyrillic, IBM Plex Sans
 * Arabic for Arabic, both under the SIL Open Font License 1.1, from the
 * `@expo-google-fonts` packages (Google Fonts' static TrueType files).
 * Plex rather than Noto Sans Arabic: Noto draws a dotted letter as a shared
 * dotless shape plus dots, and a PDF maps each shape to one character only,
 * so د and ذ (ب, ت, ن, ي…) would copy out as the same letter; Plex has a
 * shape for each letter and form.
 */
export type Face = 'regular' | 'bold' | 'italic';

const FILES: Record<Script, Record<Face, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    italic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  },
  // Arabic has no italic: its italic is the regular face.
  arabic: {
    regular: '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf',
    italic: '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
  },
};

/** The name a font is registered under in a document: `latin-bold`. */
export const fontName = (script: Script, face: Face): string => `${script}-${face}`;

export interface EmbeddedFont {
  name: string;
  font: fontkit.Font;
}

let fonts: EmbeddedFont[] | undefined;

/**
 * Every font, read and parsed once for the life of the process (parsing them
 * for each document would cost some 150 ms a PDF). pdfkit takes a parsed
 * fontkit font as a font source and subsets it per document.
 */
export function embeddedFonts(): readonly EmbeddedFont[] {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const parsed = new Map<string, fontkit.Font>();
    fonts = (Object.keys(FILES) as Script[]).flatMap((script) =>
      (Object.keys(FILES[script]) as Face[]).map((face) => {
        const file = FILES[script][face];
        let font = parsed.get(file);
        if (!font) {
          font = fontkit.create(readFileSync(require.resolve(file)));
          keepGlyphPrograms(font);
          parsed.set(file, font);
        }
        return { name: fontName(script, face), font };
      }),
    );
  }
  return fonts;
}

/**
 * Forgets the glyphs the fonts have made. fontkit keeps every glyph it makes with the characters
 * it was made for, and a glyph first made as a part of another (the period inside `…`, when a
 * document's font subset is written) has none: every later document then printed `300.00` with
 * a period that copies, searches and reads aloud as nothing (`30000`). Each document starts
 * afresh; the parsed font tables, the costly part, are kept.
 */
export function forgetGlyphs(): void {
  for (const { font } of embeddedFonts()) (font as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
}

const regularFont = (script: Script): fontkit.Font =>
  embeddedFonts().find((f) => f.name === fontName(script, 'regular'))?.font as fontkit.Font;

/** Whether the font of `script` has a glyph for this character (bold and italic cover the same ones). */
export const canDraw = (script: Script, ch: string): boolean =>
  regularFont(script).hasGlyphForCodePoint(ch.codePointAt(0) ?? 0);

/** Where the Latin font's baseline sits under the top of a line, and the line's height, per point of size. */
export function latinMetrics(): { ascent: number; height: number } {
  const font = regularFont('latin');
  return {
    ascent: font.ascent / font.unitsPerEm,
    height: (font.ascent - font.descent + font.lineGap) / font.unitsPerEm,
  };
}
