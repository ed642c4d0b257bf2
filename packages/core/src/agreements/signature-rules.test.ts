import { describe, expect, it } from 'vitest';
import { AGREEMENT_MESSAGES as M } from './agreement-messages';
import {
  checkSignature,
  drawingMeasures,
  normalizeTypedName,
  SIGNATURE_LIMITS,
  type SignatureStrokes,
} from './signature-rules';

/** A stroke through the points f(t) for t in 0..1, `n` of them, flattened. */
const stroke = (n: number, f: (t: number) => [number, number]) =>
  Array.from({ length: n }, (_, i) => f(i / (n - 1))).flat();

/** A handwritten-looking name: a looping cursive line, then a crossbar and a dot. */
const scribble: SignatureStrokes = [
  stroke(120, (t) => [120 + 520 * t + 25 * Math.cos(t * 40), 210 + 70 * Math.sin(t * 40) * (1 - t * 0.4)]),
  stroke(20, (t) => [300 + 160 * t, 150 + 6 * t]),
  stroke(3, (t) => [700 + t, 120]),
];

const drawn = (strokes: unknown) => checkSignature({ kind: 'drawn', strokes });

describe('checkSignature: drawn', () => {
  it('accepts a real scribble, coordinates kept to one decimal', () => {
    const result = drawn(scribble);
    expect(result.ok).toBe(true);
    if (!result.ok || result.value.kind !== 'drawn') return;
    expect(result.value.strokes).toHaveLength(3);
    expect(result.value.strokes[0]?.[0]).toBe(145);
    expect(result.value.strokes.flat().every((v) => Math.round(v * 10) === v * 10)).toBe(true);
    const m = drawingMeasures(result.value.strokes);
    expect(m.ink).toBeGreaterThan(1000);
    expect(m.thickness).toBeGreaterThan(SIGNATURE_LIMITS.minThickness);
  });

  it('refuses a blank pad: no strokes, or strokes without points', () => {
    expect(drawn([])).toEqual({ ok: false, message: M.drawnEmpty });
    expect(drawn([[], []])).toEqual({ ok: false, message: M.drawnEmpty });
    expect(drawn(undefined)).toEqual({ ok: false, message: M.drawnEmpty });
  });

  it('refuses a dot (a tap, even with many points)', () => {
    expect(drawn([stroke(30, (t) => [500 + t * 2, 200 + t])])).toEqual({ ok: false, message: M.drawnTooSmall });
  });

  it('refuses a straight line, flat or diagonal, however long, even wobbly', () => {
    const flat = stroke(60, (t) => [100 + 700 * t, 200 + 2 * Math.sin(t * 30)]);
    const diagonal = stroke(60, (t) => [100 + 600 * t, 50 + 300 * t]);
    expect(drawingMeasures([flat]).ink).toBeGreaterThan(SIGNATURE_LIMITS.minInk);
    expect(drawn([flat])).toEqual({ ok: false, message: M.drawnTooSmall });
    expect(drawn([diagonal])).toEqual({ ok: false, message: M.drawnTooSmall });
    // Two collinear dashes are a line too.
    expect(drawn([stroke(20, (t) => [100 + 200 * t, 200]), stroke(20, (t) => [400 + 200 * t, 200])])).toEqual({
      ok: false,
      message: M.drawnTooSmall,
    });
  });

  it('refuses near-empty drawings: too few points, too little ink, too small a box', () => {
    // A quick zig-zag of 6 points: a real shape, not enough points.
    expect(drawn([[100, 100, 300, 300, 500, 100, 700, 300, 800, 100, 900, 300]])).toEqual({
      ok: false,
      message: M.drawnTooSmall,
    });
    // A tiny squiggle: 40 points in a 40 × 15 box.
    expect(drawn([stroke(40, (t) => [500 + 40 * t, 200 + 7 * Math.sin(t * 20)])])).toEqual({
      ok: false,
      message: M.drawnTooSmall,
    });
    // A small circle: wide enough, not enough ink.
    expect(drawn([stroke(20, (t) => [500 + 20 * Math.cos(t * 6.3), 200 + 20 * Math.sin(t * 6.3)])])).toEqual({
      ok: false,
      message: M.drawnTooSmall,
    });
  });

  it('refuses malformed or oversized drawings', () => {
    expect(drawn([[1, 2, 3]])).toEqual({ ok: false, message: M.drawnInvalid });
    expect(drawn([[1001, 10, 20, 20]])).toEqual({ ok: false, message: M.drawnInvalid });
    expect(drawn([[10, 401, 20, 20]])).toEqual({ ok: false, message: M.drawnInvalid });
    expect(drawn([[-1, 10, 20, 20]])).toEqual({ ok: false, message: M.drawnInvalid });
    expect(drawn([[Number.NaN, 10, 20, 20]])).toEqual({ ok: false, message: M.drawnInvalid });
    expect(drawn([['10', 10, 20, 20]])).toEqual({ ok: false, message: M.drawnInvalid });
    expect(drawn('strokes')).toEqual({ ok: false, message: M.drawnEmpty });
    expect(drawn(Array.from({ length: 51 }, () => scribble[0]))).toEqual({ ok: false, message: M.drawnTooComplex });
    expect(drawn([stroke(5001, (t) => [1000 * t, 200 + 100 * Math.sin(t * 50)])])).toEqual({
      ok: false,
      message: M.drawnTooComplex,
    });
  });
});

describe('checkSignature: typed', () => {
  const typed = (text: unknown) => checkSignature({ kind: 'typed', text });

  it('accepts a name, trimmed, spaces collapsed, any script', () => {
    expect(typed('  Ann   Lee ')).toEqual({ ok: true, value: { kind: 'typed', text: 'Ann Lee' } });
    expect(typed('李雷')).toEqual({ ok: true, value: { kind: 'typed', text: '李雷' } });
    expect(typed('Zoë O’Brien-Smith')).toEqual({ ok: true, value: { kind: 'typed', text: 'Zoë O’Brien-Smith' } });
    expect(normalizeTypedName('\tA\n B ')).toBe('A B');
  });

  it('refuses blank, one character, no letters, too long, not a string', () => {
    expect(typed('   ')).toEqual({ ok: false, message: M.typedTooShort });
    expect(typed('A')).toEqual({ ok: false, message: M.typedTooShort });
    expect(typed('...')).toEqual({ ok: false, message: M.typedNeedsLetters });
    expect(typed('X .')).toEqual({ ok: false, message: M.typedNeedsLetters });
    expect(typed('12 34')).toEqual({ ok: false, message: M.typedNeedsLetters });
    expect(typed('a'.repeat(101))).toEqual({ ok: false, message: M.typedTooLong });
    expect(typed('a'.repeat(100)).ok).toBe(true);
    expect(typed(42)).toEqual({ ok: false, message: M.typedTooShort });
  });

  it('refuses an unknown kind or no object', () => {
    expect(checkSignature({ kind: 'stamp' }).ok).toBe(false);
    expect(checkSignature(null).ok).toBe(false);
  });
});
