import { checkSignature } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { toBoxStrokes } from './signature-strokes';

/** A wavy stroke across a 500 × 200 canvas, as the pad records it (CSS pixels). */
const wave = Array.from({ length: 40 }, (_, i) => ({ x: 40 + i * 10, y: 100 + Math.sin(i / 2) * 40 }));

describe('toBoxStrokes', () => {
  it('scales the canvas’s points into the 1000 × 400 box as flattened pairs', () => {
    expect(
      toBoxStrokes(
        [
          {
            points: [
              { x: 250, y: 100 },
              { x: 500, y: 200 },
            ],
          },
        ],
        500,
        200,
      ),
    ).toEqual([[500, 200, 1000, 400]]);
  });

  it('keeps points inside the box and to one decimal', () => {
    expect(
      toBoxStrokes(
        [
          {
            points: [
              { x: -3, y: 250 },
              { x: 1.234, y: 0.0049 },
            ],
          },
        ],
        500,
        200,
      ),
    ).toEqual([[0, 400, 2.5, 0]]);
  });

  it('drops empty strokes, and gives nothing for a canvas without size', () => {
    expect(toBoxStrokes([{ points: [] }, { points: [{ x: 1, y: 1 }] }], 500, 200)).toEqual([[2, 2]]);
    expect(toBoxStrokes([{ points: wave }], 0, 0)).toEqual([]);
  });

  it('gives a drawing that core accepts as a signature, and a dot that it refuses', () => {
    expect(checkSignature({ kind: 'drawn', strokes: toBoxStrokes([{ points: wave }], 500, 200) }).ok).toBe(true);
    const dot = toBoxStrokes(
      [
        {
          points: [
            { x: 100, y: 100 },
            { x: 101, y: 101 },
          ],
        },
      ],
      500,
      200,
    );
    expect(checkSignature({ kind: 'drawn', strokes: dot }).ok).toBe(false);
  });
});
