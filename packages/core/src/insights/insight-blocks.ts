/**
 * The rollup keeps each count at several sizes of day range (docs/decisions/028-journey-insights.md):
 * aligned blocks of 2^level cohort days for levels 0–8 (a day to 256 days), and one block of all
 * days (ALL_DAYS_LEVEL: days since 1970 shifted right by 16 is 0 until 2149). A period is read as
 * the few blocks that tile it, so an answer reads about the same number of rows for a month as for
 * a year, and for 10 clients as for 100,000. Migration 015 builds the rollup from these very levels.
 */
export const INSIGHT_BLOCK_LEVELS: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
export const ALL_DAYS_LEVEL = 16;
/** The rollup's status of every client (beside each client's own), so 'all' reads one row per key. */
export const ANY_STATUS = '*';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO day (YYYY-MM-DD). */
export const dayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

export interface DayBlock {
  level: number;
  block: number;
}

/**
 * The aligned blocks that tile the days `from`–`to` (from null: every day), largest first where
 * they fit: at most about two per level.
 */
export function dayBlocks(from: string | null, to: string): DayBlock[] {
  if (from === null) return [{ level: ALL_DAYS_LEVEL, block: 0 }];
  const last = dayNumber(to);
  const blocks: DayBlock[] = [];
  let day = dayNumber(from);
  const top = INSIGHT_BLOCK_LEVELS.at(-1) ?? 0;
  while (day <= last) {
    let level = top;
    while (level > 0 && (day % 2 ** level !== 0 || day + 2 ** level - 1 > last)) level--;
    blocks.push({ level, block: day >> level });
    day += 2 ** level;
  }
  return blocks;
}
