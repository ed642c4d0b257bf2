import { AGREEMENT_MESSAGES as M } from './agreement-messages';

/**
 * What counts as a signature, checked on the server (not only in the browser): a typed name with
 * letters, or a drawing with enough ink to be a mark someone made on purpose. Peers accepted a
 * blank canvas (Invoice Ninja #7654); a dot, a short line or a few points are refused here.
 * Zod-free: the portal's pad shows the same message before sending.
 */

/** The drawing pad's coordinate box: x in 0..1000, y in 0..400, whatever the screen's size. */
export const SIGNATURE_BOX = { width: 1000, height: 400 } as const;

export const SIGNATURE_LIMITS = {
  typedMin: 2,
  typedMax: 100,
  maxStrokes: 50,
  maxPoints: 5000,
  /** Below any of these a drawing is near-empty. */
  minPoints: 10,
  minInk: 150,
  /** Refused when the bounding box is both narrower and lower than this (a dot or a tick). */
  minWidth: 60,
  minHeight: 25,
  /**
   * A straight line at any angle has no spread across its own direction: the points' spread along
   * their minor axis (standard deviation) must reach this, so a line, however long, is refused.
   */
  minThickness: 6,
} as const;

/** A drawn signature: strokes of flattened [x0, y0, x1, y1, …] pairs in SIGNATURE_BOX. */
export type SignatureStrokes = number[][];

export type SignatureInput = { kind: 'typed'; text: string } | { kind: 'drawn'; strokes: SignatureStrokes };

export type SignatureCheck = { ok: true; value: SignatureInput } | { ok: false; message: string };

const LETTER = /\p{L}/gu;

/** Trimmed, runs of spaces made one: what is stored and rendered. */
export const normalizeTypedName = (text: string) => text.trim().replace(/\s+/g, ' ');

function checkTyped(raw: string): SignatureCheck {
  const text = normalizeTypedName(raw);
  if (text.length < SIGNATURE_LIMITS.typedMin) return { ok: false, message: M.typedTooShort };
  if (text.length > SIGNATURE_LIMITS.typedMax) return { ok: false, message: M.typedTooLong };
  if ((text.match(LETTER)?.length ?? 0) < 2) return { ok: false, message: M.typedNeedsLetters };
  return { ok: true, value: { kind: 'typed', text } };
}

/**
 * Ink length, bounding box, point count and thickness (the points' standard deviation across
 * their main direction: about 0 for a straight line) of well-formed strokes.
 */
export function drawingMeasures(strokes: SignatureStrokes) {
  let ink = 0;
  let points = 0;
  let sx = 0;
  let sy = 0;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const stroke of strokes) {
    for (let i = 0; i + 1 < stroke.length; i += 2) {
      const x = stroke[i] as number;
      const y = stroke[i + 1] as number;
      points++;
      sx += x;
      sy += y;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      if (i >= 2) ink += Math.hypot(x - (stroke[i - 2] as number), y - (stroke[i - 1] as number));
    }
  }
  const width = points ? maxX - minX : 0;
  const height = points ? maxY - minY : 0;
  return { ink, points, width, height, thickness: minorSpread(strokes, points, sx, sy) };
}

/** The smaller eigenvalue's square root of the points' covariance: their spread across the main axis. */
function minorSpread(strokes: SignatureStrokes, points: number, sx: number, sy: number): number {
  if (points < 2) return 0;
  const mx = sx / points;
  const my = sy / points;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (const stroke of strokes) {
    for (let i = 0; i + 1 < stroke.length; i += 2) {
      const dx = (stroke[i] as number) - mx;
      const dy = (stroke[i + 1] as number) - my;
      xx += dx * dx;
      yy += dy * dy;
      xy += dx * dy;
    }
  }
  xx /= points;
  yy /= points;
  xy /= points;
  const half = (xx + yy) / 2;
  const minor = half - Math.sqrt(Math.max(0, ((xx - yy) / 2) ** 2 + xy * xy));
  return Math.sqrt(Math.max(0, minor));
}

const inBox = (v: unknown, max: number) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max;

function checkDrawn(strokes: unknown): SignatureCheck {
  if (!Array.isArray(strokes) || strokes.length === 0) return { ok: false, message: M.drawnEmpty };
  if (strokes.length > SIGNATURE_LIMITS.maxStrokes) return { ok: false, message: M.drawnTooComplex };
  let total = 0;
  const clean: SignatureStrokes = [];
  for (const stroke of strokes) {
    if (!Array.isArray(stroke) || stroke.length % 2 !== 0) return { ok: false, message: M.drawnInvalid };
    total += stroke.length / 2;
    if (total > SIGNATURE_LIMITS.maxPoints) return { ok: false, message: M.drawnTooComplex };
    for (let i = 0; i < stroke.length; i += 2) {
      if (!inBox(stroke[i], SIGNATURE_BOX.width) || !inBox(stroke[i + 1], SIGNATURE_BOX.height)) {
        return { ok: false, message: M.drawnInvalid };
      }
    }
    // Kept to one decimal: what is stored and drawn is exactly what was checked.
    if (stroke.length) clean.push(stroke.map((v: number) => Math.round(v * 10) / 10));
  }
  const m = drawingMeasures(clean);
  if (m.points === 0) return { ok: false, message: M.drawnEmpty };
  if (
    m.points < SIGNATURE_LIMITS.minPoints ||
    m.ink < SIGNATURE_LIMITS.minInk ||
    (m.width < SIGNATURE_LIMITS.minWidth && m.height < SIGNATURE_LIMITS.minHeight) ||
    m.thickness < SIGNATURE_LIMITS.minThickness
  ) {
    return { ok: false, message: M.drawnTooSmall };
  }
  return { ok: true, value: { kind: 'drawn', strokes: clean } };
}

/** The signature as it will be stored, or the message to show. */
export function checkSignature(input: unknown): SignatureCheck {
  if (typeof input !== 'object' || input === null) return { ok: false, message: M.drawnInvalid };
  const sig = input as { kind?: unknown; text?: unknown; strokes?: unknown };
  if (sig.kind === 'typed')
    return typeof sig.text === 'string' ? checkTyped(sig.text) : { ok: false, message: M.typedTooShort };
  if (sig.kind === 'drawn') return checkDrawn(sig.strokes);
  return { ok: false, message: M.drawnInvalid };
}
