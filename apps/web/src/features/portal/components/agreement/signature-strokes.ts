import { SIGNATURE_BOX } from '@bloom/core';

/** A drawn stroke as the pad keeps it: points in the canvas's CSS pixels. */
export interface PadStroke {
  points: { x: number; y: number }[];
}

const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v * 10) / 10));

/**
 * The pad's strokes in the signature box the server checks and draws (1000 × 400, whatever the
 * screen's size): flattened x,y pairs per stroke, one decimal, inside the box. Empty strokes go.
 */
export function toBoxStrokes(strokes: readonly PadStroke[], cssWidth: number, cssHeight: number): number[][] {
  if (cssWidth <= 0 || cssHeight <= 0) return [];
  const sx = SIGNATURE_BOX.width / cssWidth;
  const sy = SIGNATURE_BOX.height / cssHeight;
  return strokes
    .map((s) => s.points.flatMap((p) => [clamp(p.x * sx, SIGNATURE_BOX.width), clamp(p.y * sy, SIGNATURE_BOX.height)]))
    .filter((s) => s.length > 0);
}

/** The same strokes on a pad resized by `factor` (a phone turned sideways keeps the drawing). */
export const scaleStrokes = <T extends PadStroke>(strokes: readonly T[], factor: number): T[] =>
  strokes.map((s) => ({ ...s, points: s.points.map((p) => ({ ...p, x: p.x * factor, y: p.y * factor })) }));
