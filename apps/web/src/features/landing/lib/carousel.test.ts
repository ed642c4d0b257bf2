import { describe, expect, it } from 'vitest';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_PAUSE_MS, nextSlide } from './carousel';

describe('feature carousel', () => {
  it('rotates every 3.5 s and pauses 12 s after a pick', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(3500);
    expect(CAROUSEL_PAUSE_MS).toBe(12_000);
  });

  it('wraps after the last item', () => {
    expect(nextSlide(0, 8)).toBe(1);
    expect(nextSlide(7, 8)).toBe(0);
    expect(nextSlide(3, 0)).toBe(0);
  });
});
