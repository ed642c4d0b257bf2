import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import type { MeasureText } from './fit-text';

/**
 * The fonts of every export, shipped with the project (@expo-google-fonts/inter: full TTFs with
 * accents, Cyrillic and ★). Never system fonts: an export must look the same on every machine.
 * Resolved through the package, so the source and the bundled server (dist/) find the same files.
 */
const require = createRequire(import.meta.url);
const FILES = {
  400: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  500: '@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf',
  700: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
} as const;
export type ExportWeight = keyof typeof FILES;
export const FONT_FAMILY = 'Inter';

export interface ExportFont {
  weight: ExportWeight;
  data: Buffer;
  /** fontkit's parse, for measuring text the way it will be laid out. */
  font: Font;
}

let loaded: Record<ExportWeight, ExportFont> | undefined;

/** The three weights, read and parsed once per process (~1 MB). */
export function exportFonts(): Record<ExportWeight, ExportFont> {
  loaded ??= Object.fromEntries(
    Object.entries(FILES).map(([weight, file]) => {
      const data = readFileSync(require.resolve(file));
      return [weight, { weight: Number(weight) as ExportWeight, data, font: fontkit.create(data) }];
    }),
  ) as Record<ExportWeight, ExportFont>;
  return loaded;
}

const measures = new Map<ExportWeight, MeasureText>();
/**
 * Advance width at size 1 in one weight: the sum of each character's advance. Kerning, which
 * only narrows Latin text here, is left out (a safe overestimate): fontkit's full layout costs
 * about half a millisecond a call, too slow for the hundreds of words a long quote has.
 */
export function measureAdvances(weight: ExportWeight): MeasureText {
  let measure = measures.get(weight);
  if (!measure) {
    const advances = new Map<number, number>();
    measure = (text) => {
      const { font } = exportFonts()[weight];
      let width = 0;
      for (const char of text) {
        const codePoint = char.codePointAt(0) as number;
        let advance = advances.get(codePoint);
        if (advance === undefined) {
          advance = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
          advances.set(codePoint, advance);
        }
        width += advance;
      }
      return width;
    };
    measures.set(weight, measure);
  }
  return measure;
}
