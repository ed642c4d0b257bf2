import { SIGNATURE_BOX, type SignatureStrokes } from '@bloom/core';

/** A drawn point as the pad records it, in the canvas's CSS pixels. */
interface PadPoint {
  x: number;
  y: number;
}

const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v * 10) / 10));

/**
 * The pad's strokes in core's signature box (x 0..1000, y 0..400), whatever the canvas's size on
 * screen, as flattened [x0, y0, x1, y1, …] pairs: what the server checks and draws on the PDF.
 */
export function toBoxStrokes(
  groups: readonly { points: readonly PadPoint[] }[],
  width: number,
  height: number,
): SignatureStrokes {
  if (!(width > 0 && height > 0)) return [];
  const sx = SIGNATURE_BOX.width / width;
  const sy = SIGNATURE_BOX.height / height;
  return groups
    .map((group) =>
      group.points.flatMap((p) => [clamp(p.x * sx, SIGNATURE_BOX.width), clamp(p.y * sy, SIGNATURE_BOX.height)]),
    )
    .filter((stroke) => stroke.length >= 2);
}
