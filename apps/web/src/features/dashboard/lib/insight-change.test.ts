import { describe, expect, it } from 'vitest';
import { medianChange, rateChange } from './insight-change';

const DAY = 86_400;

describe('rateChange', () => {
  it('says up or down in points of the rounded rates', () => {
    expect(rateChange(0.42, 0.3)).toEqual({ direction: 'up', tone: 'better', text: 'up 12 points', was: 'was 30%' });
    expect(rateChange(0.25, 0.5)).toEqual({ direction: 'down', tone: 'worse', text: 'down 25 points', was: 'was 50%' });
    expect(rateChange(0.5, 0.49)).toMatchObject({ direction: 'up', text: 'up 1 point' });
    // 33.4% and 33.2% both show as 33%: no change, as the numbers say.
    expect(rateChange(0.334, 0.332)).toEqual({ direction: 'flat', tone: 'same', text: 'No change', was: 'was 33%' });
  });

  it('has nothing to compare without clients in either window', () => {
    expect(rateChange(0.5, null)).toMatchObject({ text: 'Nothing to compare with yet', was: null });
    expect(rateChange(null, 0.5).direction).toBeNull();
  });
});

describe('medianChange', () => {
  it('says faster or slower and what it was', () => {
    expect(medianChange(3 * DAY, 7 * DAY)).toEqual({
      direction: 'down',
      tone: 'better',
      text: 'faster',
      was: 'was within 7 days',
    });
    expect(medianChange(14 * DAY, 3 * DAY)).toEqual({
      direction: 'up',
      tone: 'worse',
      text: 'slower',
      was: 'was within 3 days',
    });
    expect(medianChange(3 * DAY, 3 * DAY)).toMatchObject({ direction: 'flat', tone: 'same', text: 'No change' });
  });

  it('has nothing to compare when nobody finished in a window', () => {
    expect(medianChange(null, 3 * DAY).tone).toBe('none');
    expect(medianChange(3 * DAY, null).text).toBe('Nothing to compare with yet');
  });
});
