import { describe, expect, it } from 'vitest';
import { handwritingRuns, signaturePath } from './signature-drawing';

const numbers = (path: string) => [...path.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
const xs = (path: string) => numbers(path).filter((_, i) => i % 2 === 0);
const ys = (path: string) => numbers(path).filter((_, i) => i % 2 === 1);

describe('signaturePath', () => {
  const box = { width: 200, height: 60 };

  it('fits the strokes into the box, centred, keeping their proportions', () => {
    const path = signaturePath([[100, 100, 300, 200, 500, 100]], box);
    // 400 × 100 units at 0.5 (the width decides): 200 × 50 points, 5 above and below.
    expect(path).toBe('M 0 5 Q 100 55 150 30 L 200 5');
    expect(Math.min(...xs(path))).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs(path))).toBeLessThanOrEqual(box.width);
    expect(Math.max(...ys(path))).toBeLessThanOrEqual(box.height);
  });

  it('draws every stroke, a tap as a dot', () => {
    const path = signaturePath(
      [
        [0, 0, 400, 200],
        [600, 100],
      ],
      box,
    );
    expect(path.match(/M /g)).toHaveLength(2);
    expect(path).toMatch(/M [\d.]+ [\d.]+ l 0\.01 0$/);
  });

  it('does not blow up a small signature past 2.5 times the drawing box scale', () => {
    const path = signaturePath([[500, 200, 510, 204]], box);
    // 10 units wide at 2.5 × (200 / 1000) = 5 points.
    const [x1, , x2] = numbers(path);
    expect((x2 as number) - (x1 as number)).toBeCloseTo(5, 5);
  });

  it('ignores non-finite numbers and an odd trailing one; nothing to draw is an empty path', () => {
    expect(signaturePath([[Number.NaN, 1, 2]], box)).toBe('');
    expect(signaturePath([], box)).toBe('');
    expect(signaturePath([[10, 10, Number.POSITIVE_INFINITY, 5, 20, 20, 7]], box)).toMatch(/^M [\d.]+ [\d.]+ L /);
  });
});

describe('handwritingRuns', () => {
  it('keeps Latin text in the handwriting font and falls back for what it lacks', () => {
    expect(handwritingRuns('Zoë Martin')).toEqual([{ text: 'Zoë Martin', hand: true }]);
    expect(handwritingRuns('Иван Petrov')).toEqual([
      { text: 'Иван ', hand: false },
      { text: 'Petrov', hand: true },
    ]);
  });
});
