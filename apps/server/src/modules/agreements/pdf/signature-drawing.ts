import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { LineCapStyle, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { subsetFont } from '../../publishing';
import { A4, color, INK } from './pdf-layout';

/**
 * A signature as the final PDF shows it: a typed name in a handwriting font (Dancing Script,
 * shipped with the project as a TTF; characters it lacks, Cyrillic say, fall back to Inter), or
 * the strokes a signer drew, as vector paths smoothed through their midpoints.
 */
export type SignatureInput = { kind: 'typed'; text: string } | { kind: 'drawn'; strokes: number[][] };

/** The box a drawn signature's points live in (core's signature rules): x 0..1000, y 0..400, y down. */
export const DRAWING_BOX = { width: 1000, height: 400 } as const;

const require = createRequire(import.meta.url);
const FONT_FILE = '@expo-google-fonts/dancing-script/500Medium/DancingScript_500Medium.ttf';
let loaded: { data: Buffer; font: Font } | undefined;
const handwriting = () => {
  if (!loaded) {
    const data = readFileSync(require.resolve(FONT_FILE));
    loaded = { data, font: fontkit.create(data) };
  }
  return loaded;
};

/** The handwriting font as a subset of the typed signatures' characters, under a fixed tag. */
export async function embedHandwriting(pdf: PDFDocument, text: string, tag: string): Promise<PDFFont> {
  return pdf.embedFont(await subsetFont(handwriting().data, ` ${text}`), {
    subset: false,
    customName: `${tag}+DancingScript-Medium`,
    // Kerning costs encoding time and pdf-lib does not position it. Ligatures ("ee", "ll", "fi")
    // come out of text extraction as nothing, so "Sam Lee" would read "Sam L"; the script's
    // joins are in its letters and stay.
    features: { kern: false, liga: false },
  });
}

/** Where a signature goes, in points from the page's top-left corner. */
export interface SignatureBox {
  x: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The typed name in runs of the handwriting font and the fallback, as large as fits the box (at
 * most 30 pt), on a baseline a fifth of the box above its bottom.
 */
export function drawTypedSignature(
  page: PDFPage,
  text: string,
  fonts: { hand: PDFFont; fallback: PDFFont },
  box: SignatureBox,
) {
  const runs = handwritingRuns(text.trim());
  const widthAt1 = runs.reduce(
    (sum, run) => sum + (run.hand ? fonts.hand : fonts.fallback).widthOfTextAtSize(run.text, 1),
    0,
  );
  const size = Math.min(30, box.height * 0.75, widthAt1 > 0 ? box.width / widthAt1 : 30);
  let x = box.x;
  const y = A4.height - (box.top + box.height * 0.8);
  for (const run of runs) {
    const font = run.hand ? fonts.hand : fonts.fallback;
    page.drawText(run.text, { x, y, size, font, color: color(INK.signature) });
    x += font.widthOfTextAtSize(run.text, size);
  }
}

/** Consecutive characters the handwriting font has (or lacks), each a run. */
export function handwritingRuns(text: string): { text: string; hand: boolean }[] {
  const { font } = handwriting();
  const runs: { text: string; hand: boolean }[] = [];
  for (const char of text) {
    const hand = /\s/.test(char)
      ? (runs.at(-1)?.hand ?? true)
      : font.hasGlyphForCodePoint(char.codePointAt(0) as number);
    const last = runs.at(-1);
    if (last && last.hand === hand) last.text += char;
    else runs.push({ text: char, hand });
  }
  return runs;
}

/**
 * The drawn strokes, fitted into the box: their bounding box scaled to fill it (at most 2.5 times
 * the drawing box's own scale, so a small signature is not blown up) and centred.
 */
export function drawDrawnSignature(page: PDFPage, strokes: readonly number[][], box: SignatureBox) {
  const path = signaturePath(strokes, box);
  if (!path) return;
  page.drawSvgPath(path, {
    x: box.x,
    y: A4.height - box.top,
    borderColor: color(INK.signature),
    borderWidth: 1.5,
    borderLineCap: LineCapStyle.Round,
  });
}

/** The strokes as one SVG path in the box's own coordinates (origin top-left, y down); '' without points. */
export function signaturePath(strokes: readonly number[][], box: Pick<SignatureBox, 'width' | 'height'>): string {
  const points = strokes.map(pairs).filter((stroke) => stroke.length > 0);
  const all = points.flat();
  if (all.length === 0) return '';
  const xs = all.map(([x]) => x);
  const ys = all.map(([, y]) => y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  const spanX = Math.max(...xs) - left;
  const spanY = Math.max(...ys) - top;
  const natural = box.width / DRAWING_BOX.width;
  const scale = Math.min(
    spanX > 0 ? box.width / spanX : Number.POSITIVE_INFINITY,
    spanY > 0 ? box.height / spanY : Number.POSITIVE_INFINITY,
    natural * 2.5,
  );
  const offsetX = (box.width - spanX * scale) / 2;
  const offsetY = (box.height - spanY * scale) / 2;
  const at = ([x, y]: [number, number]) =>
    `${round((x - left) * scale + offsetX)} ${round((y - top) * scale + offsetY)}`;
  return points
    .map((stroke) => {
      const first = stroke[0] as [number, number];
      // A tap is a dot: a tiny segment that the round cap draws as one.
      if (stroke.length === 1) return `M ${at(first)} l 0.01 0`;
      let d = `M ${at(first)}`;
      for (let i = 1; i < stroke.length - 1; i++) {
        const [x, y] = stroke[i] as [number, number];
        const [nx, ny] = stroke[i + 1] as [number, number];
        d += ` Q ${at([x, y])} ${at([(x + nx) / 2, (y + ny) / 2])}`;
      }
      return `${d} L ${at(stroke[stroke.length - 1] as [number, number])}`;
    })
    .join(' ');
}

/** A stroke's flattened x,y list as points, finite ones only (an odd trailing number is dropped). */
function pairs(stroke: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < stroke.length; i += 2) {
    const x = stroke[i] as number;
    const y = stroke[i + 1] as number;
    if (Number.isFinite(x) && Number.isFinite(y)) out.push([x, y]);
  }
  return out;
}

const round = (n: number) => Math.round(n * 100) / 100;
