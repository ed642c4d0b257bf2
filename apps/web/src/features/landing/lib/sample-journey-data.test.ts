import { describe, expect, it } from 'vitest';
import { journeyPercent, SAMPLE_STAGES, STAGE_PERCENT } from './sample-journey-data';

describe('sample journey', () => {
  it('has 8 stages at 12.5 % each', () => {
    expect(SAMPLE_STAGES).toHaveLength(8);
    expect(STAGE_PERCENT).toBe(12.5);
  });

  it('moves 12.5 % per stage and reaches 100 % when completed', () => {
    expect(journeyPercent(0, false)).toBe(0);
    expect(journeyPercent(3, false)).toBe(37.5);
    expect(journeyPercent(7, false)).toBe(87.5);
    expect(journeyPercent(7, true)).toBe(100);
    expect(journeyPercent(12, false)).toBe(87.5);
  });
});
