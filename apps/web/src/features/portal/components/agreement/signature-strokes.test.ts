import { checkSignature } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { scaleStrokes, toBoxStrokes } from './signature-strokes';

describe('toBoxStrokes', () => {
  it('maps a 350 × 140 pad onto the 1000 × 400 box as flattened pairs, one decimal', () => {
    const strokes = toBoxStrokes(
      [
        {
          points: [
            { x: 0, y: 0 },
            { x: 35, y: 14 },
            { x: 350, y: 140 },
          ],
        },
        { points: [{ x: 17.51, y: 70 }] },
      ],
      350,
      140,
    );
    expect(strokes).toEqual([
      [0, 0, 100, 40, 1000, 400],
      [50, 200],
    ]);
  });

  it('keeps points inside the box and drops empty strokes', () => {
    const strokes = toBoxStrokes([{ points: [{ x: -5, y: 200 }] }, { points: [] }], 350, 140);
    expect(strokes).toEqual([[0, 400]]);
    expect(toBoxStrokes([{ points: [{ x: 1, y: 1 }] }], 0, 140)).toEqual([]);
  });

  it('gives a real signature that the server rule accepts, and a dot that it refuses', () => {
    const wave = Array.from({ length: 40 }, (_, i) => ({ x: 20 + i * 8, y: 70 + Math.sin(i / 2) * 40 }));
    const signature = { kind: 'drawn' as const, strokes: toBoxStrokes([{ points: wave }], 350, 140) };
    expect(checkSignature(signature).ok).toBe(true);
    const dot = { kind: 'drawn' as const, strokes: toBoxStrokes([{ points: [{ x: 100, y: 70 }] }], 350, 140) };
    expect(checkSignature(dot).ok).toBe(false);
  });
});

describe('scaleStrokes', () => {
  it('scales every point and keeps what else a stroke holds', () => {
    const [stroke] = scaleStrokes([{ penColor: '#000', points: [{ x: 10, y: 4 }] }], 1.5);
    expect(stroke).toEqual({ penColor: '#000', points: [{ x: 15, y: 6 }] });
  });
});
