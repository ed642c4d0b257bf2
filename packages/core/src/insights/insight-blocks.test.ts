import { describe, expect, it } from 'vitest';
import { ALL_DAYS_LEVEL, dayBlocks, dayNumber, INSIGHT_BLOCK_LEVELS } from './insight-blocks';

/** The days a list of blocks covers, in order. */
const daysOf = (blocks: { level: number; block: number }[]) =>
  blocks.flatMap(({ level, block }) => Array.from({ length: 2 ** level }, (_, i) => block * 2 ** level + i));

describe('dayBlocks', () => {
  it('numbers days from 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2026-03-10')).toBe(20522);
  });

  it('tiles a period exactly with aligned blocks, no day twice or missing', () => {
    for (const [from, to] of [
      ['2026-02-09', '2026-03-10'],
      ['2025-12-11', '2026-03-10'],
      ['2025-03-11', '2026-03-10'],
      ['2026-03-10', '2026-03-10'],
      ['2024-01-01', '2024-12-31'],
    ] as const) {
      const blocks = dayBlocks(from, to);
      const want = Array.from({ length: dayNumber(to) - dayNumber(from) + 1 }, (_, i) => dayNumber(from) + i);
      expect(daysOf(blocks)).toEqual(want);
      for (const { level } of blocks) expect(INSIGHT_BLOCK_LEVELS).toContain(level);
    }
  });

  it('needs few blocks: a year reads about as many rows as a month', () => {
    expect(dayBlocks('2025-03-11', '2026-03-10').length).toBeLessThanOrEqual(17);
    expect(dayBlocks('2025-12-11', '2026-03-10').length).toBeLessThanOrEqual(14);
    expect(dayBlocks('2026-02-09', '2026-03-10').length).toBeLessThanOrEqual(10);
  });

  it('reads every day as the one block of all days', () => {
    expect(dayBlocks(null, '2026-03-10')).toEqual([{ level: ALL_DAYS_LEVEL, block: 0 }]);
    expect(dayNumber('2149-06-01') >> ALL_DAYS_LEVEL).toBe(0);
  });

  it('is empty for a period that ends before it starts', () => {
    expect(dayBlocks('2026-03-11', '2026-03-10')).toEqual([]);
  });
});
